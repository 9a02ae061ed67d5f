import { request } from 'node:http';

/**
 * GETs `url` and reads the whole answer, waiting as long as the server takes: fetch gives up after
 * five minutes without headers, and a frozen server is what the responsiveness benchmark measures.
 */
export function httpGet(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
      response.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}
