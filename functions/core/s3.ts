import { lazy } from './lazy.js';

/**
 * The S3 client, its SDK module and the presigner, loaded on first use. Checksums only when
 * required: s3rver stores streamed uploads corrupted otherwise, and the presigned browser PUT
 * carries no checksum. Path style works for both s3rver and AWS.
 */
export const s3 = lazy(async () => {
  const [sdk, presigner] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
  const client = new sdk.S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client, getSignedUrl: presigner.getSignedUrl };
});
