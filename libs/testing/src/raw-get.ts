import http from 'node:http';

/** A GET with its path sent byte for byte: fetch would normalise `..`, `%00` and the like first. */
export function rawGet(baseUrl: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}
