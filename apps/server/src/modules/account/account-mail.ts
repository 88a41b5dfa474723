import { OTP_TTL_SECONDS } from '@kenh/contract';
import type { MailMessage } from '../../platform/mail/index.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The forgot-password OTP e-mail, in Vietnamese. */
export function otpMail(
  to: { email: string; fullname: string; username: string },
  code: string,
): MailMessage {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  const lines = [
    `Xin chào ${to.fullname},`,
    '',
    `Mã OTP để đặt lại mật khẩu cho tài khoản ${to.username} là: ${code}`,
    `Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.`,
    '',
    'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.',
    '',
    'Trân trọng,',
    'Kênh',
  ];
  const html = [
    `<p>Xin chào ${escapeHtml(to.fullname)},</p>`,
    `<p>Mã OTP để đặt lại mật khẩu cho tài khoản <b>${escapeHtml(to.username)}</b> là:</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`,
    `<p>Mã có hiệu lực trong ${minutes} phút và chỉ dùng được một lần.</p>`,
    '<p>Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này; mật khẩu của bạn không thay đổi.</p>',
    '<p>Trân trọng,<br>Kênh</p>',
  ].join('\n');
  return { to: to.email, subject: 'Kênh - Mã OTP đặt lại mật khẩu', text: lines.join('\n'), html };
}
