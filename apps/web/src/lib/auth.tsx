import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_STORAGE_KEY } from '@elite/shared/session';
import type { AuthResult, Identity, LoginBody, ProfileUpdate, RegisterBody } from '@elite/shared';
import { getMe } from './auth-api/get-me';
import { logout as logoutRequest } from './auth-api/logout';
import {
  clearToken,
  isApiError,
  onAuthError,
  readToken,
  setSignedInHint,
  storeToken,
} from './api-client';
import { useHydrated } from './use-hydrated';
import type { UploadOptions } from './upload-image';

/*
 * Signing in, registering and changing the profile happen on pages whose code loads on first
 * use; their calls (and the response schemas they check) load with them, not with every page.
 */
const loginRequest = async (body: LoginBody) => (await import('./auth-api/login')).login(body);
const registerRequest = async (body: RegisterBody) =>
  (await import('./auth-api/register')).register(body);
const exchangeCode = async (code: string) =>
  (await import('./auth-api/exchange-code')).exchangeCode(code);
const updateMe = async (update: ProfileUpdate) =>
  (await import('./auth-api/update-me')).updateMe(update);
const logoutEverywhereRequest = async () =>
  (await import('./auth-api/password')).logoutEverywhere();
const uploadImage = async (file: File, options?: UploadOptions) =>
  (await import('./upload-image')).uploadImage(file, options);

export interface RegisterResult {
  /** Whether the profile image was stored and set as the photo. */
  photoSaved: boolean;
  /** Why the image could not be stored; the account exists either way. */
  photoError?: unknown;
}

/**
 * Who the app knows to be signed in: 'checking' until a stored token has been checked (a
 * visitor who may turn out to be signed in), then 'signed-in' (with the user) or 'signed-out'.
 */
export type AuthStatus = 'checking' | 'signed-out' | 'signed-in';

type Session =
  { status: 'checking' | 'signed-out'; user: null } | { status: 'signed-in'; user: Identity };

const SIGNED_OUT: Session = { status: 'signed-out', user: null };
const CHECKING: Session = { status: 'checking', user: null };
const signedIn = (user: Identity): Session => ({ status: 'signed-in', user });

export interface AuthState {
  status: AuthStatus;
  /** The signed-in user: set exactly when `status` is 'signed-in'. */
  user: Identity | null;
  /** Whether one of the actions below (signing in, registering, logging out, a profile change) runs. */
  busy: boolean;
  login: (body: LoginBody) => Promise<Identity>;
  /** Creates the account, signs in, then stores `photo` and sets it as the profile photo. */
  register: (body: RegisterBody, photo?: File, upload?: UploadOptions) => Promise<RegisterResult>;
  logout: () => Promise<void>;
  /**
   * Ends every sign-in of the account (POST /api/auth/logout-all), then this one; a failure
   * (say, an unreachable server) throws and keeps this one.
   */
  logoutEverywhere: () => Promise<void>;
  /**
   * Ends the sign-in here without a call (the account was just deleted, its tokens with it),
   * then runs `next` (going elsewhere) while busy, so no guard sends the page to /login meanwhile.
   */
  forgetSignIn: (next?: () => void | Promise<void>) => Promise<void>;
  updateProfile: (update: ProfileUpdate) => Promise<Identity>;
  /** Ends a full-page Google or Facebook sign-in: trades its one-time code for a token. */
  completeSocialSignIn: (code: string) => Promise<Identity>;
  /** Signs in with the token a sign-in popup passed back. */
  acceptSignIn: (result: AuthResult) => void;
  /** The server's newer word on the signed-in user (say, a verified address); others are ignored. */
  acceptUser: (user: Identity) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The stored token's check (GET /api/auth/me) starts while the app's code loads, not after its
 * first render: signed-in pages wait for it. `AuthProvider` reads the response.
 */
const storedSignIn: Promise<Identity> | null = readToken() === null ? null : getMe();
// Handled by AuthProvider; this keeps an early failure from counting as unhandled meanwhile.
storedSignIn?.catch(() => undefined);

interface AuthProviderProps {
  children: ReactNode;
  /** Called after the server refused the token (401/403) and the user was logged out. */
  onSessionEnded?: () => void;
  /**
   * The page was server-rendered for a browser holding a token (the signed-in hint cookie):
   * rendered, and hydrated, as a sign-in being checked rather than as signed out.
   */
  signedInHint?: boolean;
}

export function AuthProvider({
  children,
  onSessionEnded,
  signedInHint = false,
}: AuthProviderProps) {
  const queryClient = useQueryClient();
  // Checking while there is a stored token to check; without one there is nothing to wait for.
  const [session, setSession] = useState<Session>(storedSignIn ? CHECKING : SIGNED_OUT);
  const [busy, setBusy] = useState(false);
  // The server renders pages without knowing the token: while the browser hydrates such a page,
  // it renders what the server did (signed out, or checking a sign-in when the hint said so).
  const hydrated = useHydrated();
  const shown: Session = hydrated ? session : signedInHint ? CHECKING : SIGNED_OUT;
  const shownBusy = hydrated && busy;

  const endSession = useCallback(() => {
    clearToken();
    setSession(SIGNED_OUT);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    if (storedSignIn === null) {
      // No token (the storage was cleared, say): the server must not expect a sign-in.
      setSignedInHint(false);
      return;
    }
    let active = true;
    storedSignIn
      .then((identity) => {
        // A token stored before the hint existed gets it too; the confirmed one lasts longer.
        setSignedInHint(true);
        // Not urgent: the signed-in page behind it renders in a render that yields to input.
        if (active) startTransition(() => setSession(signedIn(identity)));
      })
      .catch((error: unknown) => {
        if (!active) return;
        // A refused token is simply a signed-out visitor; keep it only if the server was unreachable.
        if (isApiError(error, 401) || isApiError(error, 403)) clearToken();
        else console.error('Could not check the stored sign-in', error);
        startTransition(() =>
          setSession((current) => (current.status === 'checking' ? SIGNED_OUT : current)),
        );
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onAuthError(() => {
        endSession();
        onSessionEnded?.();
      }),
    [endSession, onSessionEnded],
  );

  // Logging out in another tab logs out here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (event.key === TOKEN_STORAGE_KEY && event.newValue === null)) {
        setSession(SIGNED_OUT);
        queryClient.clear();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const acceptSignIn = useCallback((result: AuthResult) => {
    storeToken(result.token);
    setSession(signedIn(result.user));
  }, []);

  const acceptUser = useCallback((user: Identity) => {
    setSession((current) =>
      current.status === 'signed-in' && current.user.email === user.email
        ? signedIn(user)
        : current,
    );
  }, []);

  /** A call that responds with `{token, user}`, busy while it runs. */
  const signInWith = useCallback(
    async (request: () => Promise<AuthResult>) => {
      setBusy(true);
      try {
        const result = await request();
        acceptSignIn(result);
        return result.user;
      } finally {
        setBusy(false);
      }
    },
    [acceptSignIn],
  );

  const login = useCallback(
    (body: LoginBody) => signInWith(() => loginRequest(body)),
    [signInWith],
  );

  const completeSocialSignIn = useCallback(
    (code: string) => signInWith(() => exchangeCode(code)),
    [signInWith],
  );

  const register = useCallback(async (body: RegisterBody, photo?: File, upload?: UploadOptions) => {
    setBusy(true);
    try {
      const result = await registerRequest(body);
      storeToken(result.token);
      let user = result.user;
      const outcome: RegisterResult = { photoSaved: false };
      if (photo) {
        try {
          const photoURL = await uploadImage(photo, upload);
          user = await updateMe({ photoURL });
          outcome.photoSaved = true;
        } catch (error) {
          outcome.photoError = error;
        }
      }
      setSession(signedIn(user));
      return outcome;
    } finally {
      setBusy(false);
    }
  }, []);

  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await logoutRequest();
    } catch (error) {
      // SPEC.md section 8: logout failures are only logged; the local sign-in ends regardless.
      console.error('Logout request failed', error);
    } finally {
      endSession();
      setBusy(false);
    }
  }, [endSession]);

  const logoutEverywhere = useCallback(async () => {
    setBusy(true);
    try {
      await logoutEverywhereRequest();
      endSession();
    } finally {
      setBusy(false);
    }
  }, [endSession]);

  const forgetSignIn = useCallback(
    async (next?: () => void | Promise<void>) => {
      setBusy(true);
      endSession();
      try {
        await next?.();
      } finally {
        setBusy(false);
      }
    },
    [endSession],
  );

  const updateProfile = useCallback(async (update: ProfileUpdate) => {
    setBusy(true);
    try {
      const updated = await updateMe(update);
      setSession(signedIn(updated));
      return updated;
    } finally {
      setBusy(false);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      status: shown.status,
      user: shown.user,
      busy: shownBusy,
      login,
      register,
      logout,
      logoutEverywhere,
      forgetSignIn,
      updateProfile,
      completeSocialSignIn,
      acceptSignIn,
      acceptUser,
    }),
    [
      shown,
      shownBusy,
      login,
      register,
      logout,
      logoutEverywhere,
      forgetSignIn,
      updateProfile,
      completeSocialSignIn,
      acceptSignIn,
      acceptUser,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
