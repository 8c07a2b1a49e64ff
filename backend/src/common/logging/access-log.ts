/**
 * The access log's view of a request and its answer: what an access log needs, and no headers, so
 * cookies and tokens never reach the log and nothing has to be redacted on every request.
 */
export const accessLogSerializers = {
  req: (request: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
    id: request.id,
    method: request.method,
    url: request.url,
    remoteAddress: request.remoteAddress,
  }),
  res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
};
