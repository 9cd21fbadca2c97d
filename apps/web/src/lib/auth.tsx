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
 * use; their calls (and the answer schemas they check) load with them, not with every page.
 */
const loginRequest = async (body: LoginBody) => (await import('./auth-api/login')).login(body);
const registerRequest = async (body: RegisterBody) =>
  (await import('./auth-api/register')).register(body);
const exchangeCode = async (code: string) =>
  (await import('./auth-api/exchange-code')).exchangeCode(code);
const updateMe = async (update: ProfileUpdate) =>
  (await import('./auth-api/update-me')).updateMe(update);
const uploadImage = async (file: File, options?: UploadOptions) =>
  (await import('./upload-image')).uploadImage(file, options);

export interface RegisterResult {
  /** Whether the profile image was stored and set as the photo. */
  photoSaved: boolean;
  /** Why the image could not be stored; the account exists either way. */
  photoError?: unknown;
}

export interface AuthState {
  user: Identity | null;
  /** True until the stored token is checked, and while any of the actions below runs. */
  loading: boolean;
  /** True until the stored token is checked: a visitor who may turn out to be signed in. */
  restoring: boolean;
  login: (body: LoginBody) => Promise<Identity>;
  /** Creates the account, signs in, then stores `photo` and sets it as the profile photo. */
  register: (body: RegisterBody, photo?: File, upload?: UploadOptions) => Promise<RegisterResult>;
  logout: () => Promise<void>;
  updateProfile: (update: ProfileUpdate) => Promise<Identity>;
  /** Ends a full-page Google or Facebook sign-in: trades its one-time code for a token. */
  completeSocialSignIn: (code: string) => Promise<Identity>;
  /** Signs in with the token a sign-in popup handed over. */
  acceptSignIn: (result: AuthResult) => void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * The stored token's check (GET /api/auth/me) starts while the app's code loads, not after its
 * first render: signed-in pages wait for it. `AuthProvider` reads the answer.
 */
const storedSignIn: Promise<Identity> | null = readToken() === null ? null : getMe();
// Handled by AuthProvider; this keeps an early failure from counting as unhandled meanwhile.
storedSignIn?.catch(() => undefined);

interface AuthProviderProps {
  children: ReactNode;
  /** Called after the server refused the token (401/403) and the user was logged out. */
  onSessionEnded?: () => void;
  /**
   * The page was drawn by the server for a browser holding a token (the signed-in hint cookie):
   * drawn, and taken over, as a sign-in being checked rather than as signed out.
   */
  signedInHint?: boolean;
}

export function AuthProvider({
  children,
  onSessionEnded,
  signedInHint = false,
}: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<Identity | null>(null);
  // Loading starts true while there is a stored token to check; without one there is nothing to wait for.
  const [working, setLoading] = useState(() => readToken() !== null);
  const [checking, setChecking] = useState(() => readToken() !== null);
  // The server draws pages without knowing the token: while the browser takes over such a page,
  // it draws what the server did (signed out, or checking a sign-in when the hint said so).
  const hydrated = useHydrated();
  const loading = hydrated ? working : signedInHint;
  const restoring = hydrated ? checking : signedInHint;

  const endSession = useCallback(() => {
    clearToken();
    setUser(null);
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
        if (active) startTransition(() => setUser(identity));
      })
      .catch((error: unknown) => {
        if (!active) return;
        // A refused token is simply a signed-out visitor; keep it only if the server was unreachable.
        if (isApiError(error, 401) || isApiError(error, 403)) clearToken();
        else console.error('Could not check the stored sign-in', error);
      })
      .finally(() => {
        if (!active) return;
        startTransition(() => {
          setLoading(false);
          setChecking(false);
        });
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
        setUser(null);
        queryClient.clear();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const acceptSignIn = useCallback((result: AuthResult) => {
    storeToken(result.token);
    setUser(result.user);
  }, []);

  /** A call that answers `{token, user}`, with loading on while it runs. */
  const signInWith = useCallback(
    async (request: () => Promise<AuthResult>) => {
      setLoading(true);
      try {
        const result = await request();
        acceptSignIn(result);
        return result.user;
      } finally {
        setLoading(false);
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
    setLoading(true);
    try {
      const result = await registerRequest(body);
      storeToken(result.token);
      let signedIn = result.user;
      const outcome: RegisterResult = { photoSaved: false };
      if (photo) {
        try {
          const photoURL = await uploadImage(photo, upload);
          signedIn = await updateMe({ photoURL });
          outcome.photoSaved = true;
        } catch (error) {
          outcome.photoError = error;
        }
      }
      setUser(signedIn);
      return outcome;
    } finally {
      setLoading(false);
    }
  }, []);

  const logout = useCallback(async () => {
    setLoading(true);
    try {
      await logoutRequest();
    } catch (error) {
      // SPEC.md section 8: logout failures are only logged; the local sign-in ends regardless.
      console.error('Logout request failed', error);
    } finally {
      endSession();
      setLoading(false);
    }
  }, [endSession]);

  const updateProfile = useCallback(async (update: ProfileUpdate) => {
    setLoading(true);
    try {
      const updated = await updateMe(update);
      setUser(updated);
      return updated;
    } finally {
      setLoading(false);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      restoring,
      login,
      register,
      logout,
      updateProfile,
      completeSocialSignIn,
      acceptSignIn,
    }),
    [
      user,
      loading,
      restoring,
      login,
      register,
      logout,
      updateProfile,
      completeSocialSignIn,
      acceptSignIn,
    ],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
