import type { FastifyRequest } from 'fastify';

/** Browser and OS for the login log and online users; coarse on purpose. */
export function clientInfo(request: FastifyRequest): { ip: string; browser: string; os: string } {
  const ua = request.headers['user-agent'] ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : ua
            ? (ua.split(' ')[0] ?? 'Unknown')
            : 'Unknown';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Mac OS X/.test(ua)
      ? 'macOS'
      : /Android/.test(ua)
        ? 'Android'
        : /iPhone|iPad/.test(ua)
          ? 'iOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown';
  return { ip: request.ip, browser, os };
}
