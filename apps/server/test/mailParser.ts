/** Just enough MIME for tests: the subject and the decoded text/plain part. */
export function simpleParser(raw: string): { subject: string; text: string } {
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  const subject = decodeWords(subjectLine.replace(/\r?\n[ \t]/g, ' '));
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: ([\w-]+)/i.exec(raw)?.[1]?.toLowerCase();
  const body = part?.[1] ?? '';
  return { subject, text: encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body };
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeWords(s: string): string {
  return s.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  ).replace(/\?=\s+=\?/g, '');
}
