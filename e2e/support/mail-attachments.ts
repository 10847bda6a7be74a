// The files attached to a mail the SMTP sink received (a booking's calendar event), read from
// the raw message, their content decoded as UTF-8 text.
import PostalMime from "postal-mime";

export interface MailAttachment {
  filename: string;
  mimeType: string;
  content: string;
}

export async function attachmentsOf(raw: string): Promise<MailAttachment[]> {
  const email = await PostalMime.parse(raw);
  return email.attachments.map((attachment) => ({
    filename: attachment.filename ?? "",
    mimeType: attachment.mimeType,
    content:
      typeof attachment.content === "string"
        ? attachment.content
        : new TextDecoder().decode(attachment.content),
  }));
}
