const requestTimeoutMs = 15_000;
/** One SMS segment; longer texts are cut so a message never costs several. */
const smsLength = 160;

/** Title and body as one short line of text. */
export function smsText(title: string, body: string): string {
  const text = body ? `${title}: ${body}` : title;
  return text.length <= smsLength ? text : `${text.slice(0, smsLength - 1)}…`;
}

/** Hands a text to the operator's SMS gateway (SMS_WEBHOOK_URL); any 2xx means it took it. */
export async function sendSms(webhookUrl: string, to: string, text: string): Promise<void> {
  const answer = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, text }),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`SMS webhook answered ${answer.status}`);
}
