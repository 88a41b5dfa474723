/** A multipart/form-data request body with its content-type header. */
export interface MultipartForm {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body for `app.inject` or `call`: text fields, then an optional file part. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
): MultipartForm {
  const boundary = '----kenh-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
