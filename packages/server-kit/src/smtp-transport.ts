// Delivery over SMTP with nodemailer, as both servers send mail. smtp:// speaks plain SMTP
// (upgrading with STARTTLS when the server offers it), smtps:// uses TLS from the start; user and
// password come from the URL, and nodemailer reads further options from its query (e.g.
// `?pool=true` to reuse connections). Creating the transport connects to nothing.
import { createTransport, type Transporter } from "nodemailer";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** The transport's settings for `smtpUrl`, as nodemailer takes them. */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  return {
    url: smtpUrl,
    // A local catcher (Mailpit, the tests' sink) may offer STARTTLS with a certificate nobody
    // trusts; on loopback there is nothing to protect, elsewhere STARTTLS is used when offered.
    ignoreTLS: url.protocol === "smtp:" && LOOPBACK.has(url.hostname),
    // A sign-in step waits for its passcode mail: fail within seconds rather than nodemailer's
    // minutes-long defaults.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

export function createSmtpTransport(smtpUrl: string): Transporter {
  return createTransport(smtpTransportOptions(smtpUrl));
}
