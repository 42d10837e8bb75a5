/**
 * The approved policy PDF in the files bucket (`ws/<companyId>/policies/<id>/approved.pdf`): written
 * once when the policy is made, read when it is sent for signature, downloaded through a URL that
 * lives five minutes.
 */
import { config } from '../../core/config.js';
import { contentDisposition, s3 } from '../../core/s3.js';

const URL_TTL_SECONDS = 300;

/** The approved PDF's bytes in and out of the bucket: the files bucket's PDF helpers. */
export { discardPdf as discardApproved, putPdf as putApproved, readPdf as readApproved } from '../../core/s3.js';

export async function presignApproved(key: string, fileName: string): Promise<{ url: string; expiresIn: number }> {
  const { client, sdk, getSignedUrl } = await s3();
  const url = await getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.bucketName,
      Key: key,
      ResponseContentDisposition: contentDisposition('attachment', fileName),
      ResponseContentType: 'application/pdf',
    }),
    { expiresIn: URL_TTL_SECONDS },
  );
  return { url, expiresIn: URL_TTL_SECONDS };
}
