import {
  LoginAnswerSchema,
  MessageAnswerSchema,
  type ForgotPasswordRequest,
  type LoginRequest,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@welink/domain';
import { apiRequest } from './client';

export function login(body: LoginRequest) {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: LoginAnswerSchema, anonymous: true });
}

export function signup(body: SignupRequest) {
  return apiRequest('/api/auth/signup', { method: 'POST', body, schema: MessageAnswerSchema, anonymous: true });
}

export function forgotPassword(body: ForgotPasswordRequest) {
  return apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: MessageAnswerSchema, anonymous: true });
}

export function resetPassword(body: ResetPasswordRequest) {
  return apiRequest('/api/auth/reset-password', { method: 'POST', body, schema: MessageAnswerSchema, anonymous: true });
}
