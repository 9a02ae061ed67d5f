import { AwsClient } from 'aws4fetch';
import type { ImageStorage } from './image-storage';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Images as objects of one bucket of an S3-compatible store, addressed by path
 * ({endpoint}/{bucket}/{name}) so that MinIO and other stores without bucket host names work too.
 * Requests are signed with AWS Signature Version 4.
 */
export function s3ImageStorage(settings: S3Settings): ImageStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const objectUrl = (name: string) =>
    `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${encodeURIComponent(name)}`;
  return {
    async put(name, image) {
      const response = await client.fetch(objectUrl(name), {
        method: 'PUT',
        body: new Uint8Array(image.data),
        headers: { 'Content-Type': image.contentType, 'Content-Length': String(image.data.length) },
      });
      if (!response.ok) throw new Error(`S3 PUT ${name} answered ${response.status}`);
      await response.arrayBuffer();
    },
    async get(name) {
      const response = await client.fetch(objectUrl(name), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw new Error(`S3 GET ${name} answered ${response.status}`);
      return {
        data: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async remove(name) {
      // S3 answers 204 whether or not the object was there.
      const response = await client.fetch(objectUrl(name), { method: 'DELETE' });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${name} answered ${response.status}`);
      await response.arrayBuffer();
    },
  };
}
