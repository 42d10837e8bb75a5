import { S3Client } from '@aws-sdk/client-s3';

/**
 * Checksums only when required: s3rver stores streamed uploads corrupted otherwise, and the
 * presigned browser PUT carries no checksum. Path style works for both s3rver and AWS.
 */
export const s3 = new S3Client({
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
