// A page action's form, or a 400: a body that is not form data (JSON, a broken multipart) is the
// sender's mistake, answered with the error page's "bad request", never a 500.
import { data } from "react-router";

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data("The request body is not form data.", { status: 400 });
  }
}
