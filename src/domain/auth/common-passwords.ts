/**
 * Passwords of 8+ characters that top public breach-frequency lists. Shorter ones are already
 * refused by the length rule, so only these need an explicit check (ASVS 6.2.4).
 */
const commonPasswords = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '0123456789', '12341234', '11111111', '00000000', '88888888',
  '87654321', '11223344', '12121212', '123123123', '987654321', '99999999', '66666666', '55555555',
  '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'zaq12wsx', 'qwertyui', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'abcd1234', 'abc12345', 'abc123456', 'a1b2c3d4', 'aa123456',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'welcome123',
  'letmein1', 'superman', 'trustno1', 'whatever', 'computer', 'starwars', 'internet', 'michelle',
  'jennifer', 'jordan23', 'dragon12', 'monkey12', 'master12', 'shadow12', 'charlie1', 'michael1',
  'football1', 'baseball1', 'liverpool', 'chelsea1', 'arsenal1', 'princess1', 'sunshine1', 'iloveyou2',
  'changeme', 'changeme1', 'letmein123', 'admin123', 'administrator', 'adminadmin', 'rootroot',
  'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'mustang1', 'hello123', 'freedom1', 'cookie123', 'butterfly',
  'babygirl', 'lovelove', 'loveyou1', 'samsung1', 'pokemon1', 'minecraft', 'blink182', 'hunter22',
  'password!', 'qwerty1234', 'asdf1234', 'zxcv1234', 'test1234', 'testtest', 'guest123', 'secret12',
  'tandem123', 'tandempassword',
]);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
