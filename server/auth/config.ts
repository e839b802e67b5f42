import type { Env } from '../config'

/** Sign-in settings, read from the environment like the rest of server/config.ts. */
export interface AuthConfig {
  /** SIGNIN_RESEND_SECONDS: one code per phone per this many seconds. */
  resendSeconds: number
  /** SIGNIN_CODE_TTL_SECONDS: a code is accepted for this many seconds. */
  codeTtlSeconds: number
  /** Wrong attempts after which a code is dead and a new one must be requested. */
  maxAttempts: number
}

const AUTH_DEFAULTS = {
  SIGNIN_RESEND_SECONDS: 60,
  SIGNIN_CODE_TTL_SECONDS: 300,
  MAX_ATTEMPTS: 5,
} as const

export function loadAuthConfig(env: Env): AuthConfig {
  return {
    resendSeconds: readSeconds(env, 'SIGNIN_RESEND_SECONDS', AUTH_DEFAULTS.SIGNIN_RESEND_SECONDS),
    codeTtlSeconds: readSeconds(env, 'SIGNIN_CODE_TTL_SECONDS', AUTH_DEFAULTS.SIGNIN_CODE_TTL_SECONDS),
    maxAttempts: AUTH_DEFAULTS.MAX_ATTEMPTS,
  }
}

// As in server/config.ts: a typo should stop the start, not silently become the default.
function readSeconds(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  if (!/^\d+$/.test(raw.trim())) {
    throw new Error(`Setting ${name} must be a non-negative integer, got "${raw}"`)
  }
  return Number(raw)
}
