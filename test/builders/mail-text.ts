/** Raw e-mails as an SMTP server receives them from nodemailer, read back as text (server and browser tests). */

/** The body with quoted-printable soft breaks and escapes undone, in \n lines. */
export const readable = (raw: string): string =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/\r\n/g, '\n');

/** RFC 2047 subjects (nodemailer encodes non-ASCII words) decoded to text. */
export const decodeSubject = (raw: string): string => {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)![1]!.replace(/\r?\n[ \t]/g, ' ');
  return (
    header
      // White space between two encoded words is not part of the text (RFC 2047 §6.2).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8'),
      )
  );
};
