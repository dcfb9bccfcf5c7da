import { retryDelayMs, sendFailureOf } from './mail-backoff';
import { composeMail } from './mail-message';

const FROM = { name: 'Thrive Garden', address: 'no-reply@example.org' };
const mail = {
  to: 'gardener@example.com',
  subject: 'Your <answer>',
  body: 'First line & more\nsecond line, see https://example.org/a?b=1&c=2.\n\n\nA "quoted" paragraph (http://example.org/x).',
};

describe('a mail as sent', () => {
  test('HTML made from the text: escaped, in paragraphs, with links; a footer naming the app', () => {
    const composed = composeMail(mail, FROM);
    expect(composed.from).toEqual(FROM);
    expect(composed.html).toContain(
      '<p>First line &amp; more<br>\nsecond line, see <a href="https://example.org/a?b=1&amp;c=2">https://example.org/a?b=1&amp;c=2</a>.</p>\n' +
        '<p>A &quot;quoted&quot; paragraph (<a href="http://example.org/x">http://example.org/x</a>).</p>',
    );
    expect(composed.html).toContain('<title>Your &lt;answer&gt;</title>');
    expect(composed.html).toMatch(/<p style="[^"]*">Thrive Garden<\/p>/);
    expect(composed.text).toBe(`${mail.body}\n\n-- \nThrive Garden\n`);
    expect(composed.headers).toEqual({});
  });

  test('an unsubscribe link goes in both footers and the List-Unsubscribe header', () => {
    const composed = composeMail(mail, FROM, { unsubscribeUrl: 'https://example.org/unsubscribe?t=a&b' });
    expect(composed.headers).toEqual({ 'List-Unsubscribe': '<https://example.org/unsubscribe?t=a&b>' });
    expect(composed.text).toContain('Unsubscribe: https://example.org/unsubscribe?t=a&b');
    expect(composed.html).toContain('<a href="https://example.org/unsubscribe?t=a&amp;b">Unsubscribe</a>');
  });
});

describe('retries', () => {
  test('wait 1, 2, 4 ... minutes after each failed try, at most four hours', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map((tries) => retryDelayMs(tries) / 60_000)).toEqual([
      1, 2, 4, 8, 128, 240, 240,
    ]);
  });

  test('only a 5xx about the recipient or the message is final; sign-in and connection trouble are not', () => {
    const smtpError = (fields: object) => Object.assign(new Error('refused'), fields);
    expect(sendFailureOf(smtpError({ responseCode: 550, command: 'RCPT TO' })).permanent).toBe(true);
    expect(sendFailureOf(smtpError({ responseCode: 554, code: 'EMESSAGE', command: 'DATA' })).permanent).toBe(
      true,
    );
    expect(sendFailureOf(smtpError({ responseCode: 451, command: 'RCPT TO' })).permanent).toBe(false);
    expect(
      sendFailureOf(smtpError({ responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' })).permanent,
    ).toBe(false);
    expect(sendFailureOf(smtpError({ code: 'ECONNECTION' }))).toEqual({
      message: 'refused',
      permanent: false,
    });
  });
});
