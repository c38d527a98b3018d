/** customers/loginApp and customers/logout: a device's token for the fixed account. */
import { randomBytes } from 'node:crypto';
import type { Router } from '../../lib/http.ts';
import { VOD_DEFAULT_APP_IDENTIFIER } from '../vod.ts';
import { fail, type VodApi } from './context.ts';

export function customerRoutes(r: Router, { db, endpoint }: VodApi): void {
  const stmt = {
    account: db.prepare('SELECT username, password, display_name FROM vod_account WHERE username = ?'),
    insertSession: db.prepare('INSERT INTO vod_session (token, username, device_uuid, device_json, app_identifier, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    deleteSession: db.prepare('DELETE FROM vod_session WHERE token = ?'),
  };

  r.get(
    '/customers/loginApp',
    endpoint(false, (ctx) => {
      const q = ctx.query;
      const username = q.get('username')?.trim() ?? '';
      const password = q.get('password') ?? '';
      if (!username || !password) fail(400, 'username and password are required');
      const device = q.get('device_uuid')?.trim() ?? '';
      if (!device) fail(400, 'device_uuid is required');
      const account = stmt.account.get(username) as { username: string; password: string; display_name: string } | undefined;
      if (!account || account.password !== password) fail(401, 'Invalid username or password');
      const appIdentifier = q.get('app_identifier')?.trim() || VOD_DEFAULT_APP_IDENTIFIER;
      const deviceInfo = {
        uuid: device,
        type: q.get('device_type') ?? 'browser',
        model: q.get('device_model') ?? null,
        os: q.get('device_os') ?? null,
        name: q.get('device_name') ?? null,
      };
      const token = randomBytes(24).toString('hex');
      stmt.insertSession.run(token, account.username, device, JSON.stringify(deviceInfo), appIdentifier, Date.now());
      return {
        token,
        customer: { username: account.username, display_name: account.display_name },
        device: deviceInfo,
        app_identifier: appIdentifier,
        api_version: Number(q.get('api_version') ?? 3),
      };
    }),
  );

  r.get(
    '/customers/logout',
    endpoint(true, (_ctx, s) => {
      stmt.deleteSession.run(s.token);
      return { logged_out: true };
    }),
  );
}
