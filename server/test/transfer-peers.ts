import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { Server, utils, type Attributes, type Connection, type SFTPWrapper } from 'ssh2';

/**
 * Real file-transfer peers for the price-monitoring tests: an FTP server (ftp-srv) and an SFTP
 * server (ssh2's Server with a host key made for the run), each serving a temporary folder and
 * accepting one user and password.
 */

export interface Peer {
  port: number;
  root: string;
  close(): Promise<void>;
}

export async function startFtpPeer(root: string, user: string, password: string): Promise<Peer> {
  // Port 0: the system picks a free port while listening, so no other test can take it in between.
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 40000,
    pasv_max: 49999,
    anonymous: false,
    greeting: 'test peer',
    log: silentLog(),
  });
  server.on('login', ({ username, password: given }, resolve, reject) =>
    username === user && given === password ? resolve({ root }) : reject(new Error('Bad user or password')),
  );
  await server.listen();
  const { port } = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
  return { port, root, close: async () => void (await server.close()) };
}

/** bunyan-like logger that drops everything (ftp-srv logs every command otherwise). */
function silentLog(): unknown {
  const log = { trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {}, child: () => log };
  return log;
}

const { STATUS_CODE } = utils.sftp;

function attrsOf(stat: fs.Stats): Attributes {
  return {
    mode: stat.mode,
    uid: stat.uid,
    gid: stat.gid,
    size: stat.size,
    atime: Math.floor(stat.atimeMs / 1000),
    mtime: Math.floor(stat.mtimeMs / 1000),
  };
}

/** The SFTP requests ssh2-sftp-client's put/stat/rename/delete/exists/mkdir make, on a real folder. */
function serveSftp(sftp: SFTPWrapper, root: string): void {
  const local = (remote: string) => {
    const resolved = path.posix.resolve('/', remote);
    return path.join(root, resolved);
  };
  const handles = new Map<number, number>();
  let next = 1;
  const handleOf = (buf: Buffer) => handles.get(buf.readUInt32BE(0));
  const guard = (reqid: number, fn: () => void) => {
    try {
      fn();
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      sftp.status(reqid, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE, String((err as Error).message));
    }
  };
  sftp.on('REALPATH', (reqid, remote) => {
    const resolved = path.posix.resolve('/', remote);
    sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
  });
  sftp.on('STAT', (reqid, remote) => guard(reqid, () => sftp.attrs(reqid, attrsOf(fs.statSync(local(remote))))));
  sftp.on('LSTAT', (reqid, remote) => guard(reqid, () => sftp.attrs(reqid, attrsOf(fs.lstatSync(local(remote))))));
  sftp.on('OPEN', (reqid, remote, flags) =>
    guard(reqid, () => {
      const fd = fs.openSync(local(remote), utils.sftp.flagsToString(flags) ?? 'r');
      const id = next++;
      handles.set(id, fd);
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(id, 0);
      sftp.handle(reqid, handle);
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) =>
    guard(reqid, () => {
      fs.writeSync(handleOf(handle)!, data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('FSTAT', (reqid, handle) => guard(reqid, () => sftp.attrs(reqid, attrsOf(fs.fstatSync(handleOf(handle)!)))));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('CLOSE', (reqid, handle) =>
    guard(reqid, () => {
      const id = handle.readUInt32BE(0);
      const fd = handles.get(id);
      if (fd !== undefined) fs.closeSync(fd);
      handles.delete(id);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqid, from, to) =>
    guard(reqid, () => {
      // SFTP v3: renaming onto an existing file fails, as on OpenSSH without posix-rename.
      if (fs.existsSync(local(to))) return sftp.status(reqid, STATUS_CODE.FAILURE, 'Target exists');
      fs.renameSync(local(from), local(to));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('REMOVE', (reqid, remote) =>
    guard(reqid, () => {
      fs.rmSync(local(remote));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('MKDIR', (reqid, remote) =>
    guard(reqid, () => {
      fs.mkdirSync(local(remote));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

export async function startSftpPeer(root: string, user: string, password: string): Promise<Peer> {
  const hostKey = utils.generateKeyPairSync('ed25519');
  const clients = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('authentication', (ctx) =>
      ctx.method === 'password' && ctx.username === user && ctx.password === password ? ctx.accept() : ctx.reject(['password']),
    );
    client.on('ready', () => client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), root))));
    client.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  // server.close waits for every connection to end: a client the console left open would hold the suite's afterAll.
  const close = () => {
    for (const client of clients) client.end();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { port, root, close };
}
