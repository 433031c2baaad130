import { post } from '../../../core/request';

export type LoginBody = { username: string; password: string; captchaVerification?: string };

/** POST /auth/login/slide: the token on success (the request layer shows any refusal). */
export async function loginSlide(body: LoginBody): Promise<string> {
  return (await post<{ token: string }>('/auth/login/slide', body)).data.token;
}
