import { accessLogSerializers } from './access-log.js';

describe('the access log', () => {
  it('names the request and its status, and leaves out every header (cookies and tokens with them)', () => {
    const request = {
      id: 'req-1',
      method: 'GET',
      url: '/api/courses',
      remoteAddress: '203.0.113.7',
      headers: { cookie: 'academy_session=secret', authorization: 'Bearer secret' },
    };
    const line = JSON.stringify({ req: accessLogSerializers.req(request), res: accessLogSerializers.res({ statusCode: 200 }) });
    expect(JSON.parse(line)).toEqual({
      req: { id: 'req-1', method: 'GET', url: '/api/courses', remoteAddress: '203.0.113.7' },
      res: { statusCode: 200 },
    });
    expect(line).not.toContain('secret');
  });
});
