// The cookie is shared: account deletion clears it too.
export { clearSessionCookie, sessionCookieName, sessionMaxAgeSeconds, sessionTokenFrom, setSessionCookie } from '../../shared/session-cookie';
