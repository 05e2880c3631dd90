import crypto from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { TEST_ORIGIN } from "./test-app";

// A passkey made in software, for server tests that have no browser (docs/decisions/031): it answers the options
// the API gives as a platform authenticator would, with an ES256 (P-256) key and a "none" attestation. Only the
// bytes the WebAuthn spec defines are built here; @simplewebauthn/server checks them in the app as for a real one.

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => crypto.createHash("sha256").update(data).digest();

// Authenticator data flags (WebAuthn 6.1): user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Overrides {
  /** The origin the "browser" reports in the client data (default: the test app's). */
  origin?: string;
  /** Sign with this key instead of the passkey's own. */
  signWith?: crypto.KeyObject;
  /** The user handle returned with a sign-in (default: the one given at registration). */
  userHandle?: string;
  /** The signature counter to report (default: one more than the last). */
  signCount?: number;
}

export class SoftwarePasskey {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle: string | undefined;
  signCount = 0;

  constructor(readonly rpId = new URL(TEST_ORIGIN).hostname) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** A key that is not this passkey's: what a forged sign-in would sign with. */
  static otherKey(): crypto.KeyObject {
    return crypto.generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** rpIdHash (32) | flags (1) | signCount (4, big-endian), then anything extra (the attested credential data). */
  private authData(flags: number, signCount: number, extra: Uint8Array = new Uint8Array()): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(signCount);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, extra]);
  }

  /** The public key as a COSE EC2 key: kty 2 (EC2), alg -7 (ES256), crv 1 (P-256), x, y. */
  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const x = new Uint8Array(Buffer.from(jwk.x!, "base64url"));
    const y = new Uint8Array(Buffer.from(jwk.y!, "base64url"));
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, x],
        [-3, y],
      ]),
    );
  }

  /** The answer to POST /api/auth/passkeys/register/options, as navigator.credentials.create() gives it in JSON. */
  register(options: { challenge: string; user: { id: string } }, o: Overrides = {}) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    // Attested credential data: aaguid (16 zero bytes for "none") | credential id length | credential id | COSE key.
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authData(UP | UV | AT, this.signCount, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, o.origin ?? TEST_ORIGIN)),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /**
   * The answer to POST /api/auth/passkeys/login/options, as navigator.credentials.get() gives it in JSON: an ECDSA
   * P-256 / SHA-256 signature (DER, node's default for EC keys) over authenticatorData || sha256(clientDataJSON).
   */
  signIn(options: { challenge: string }, o: Overrides = {}) {
    this.signCount = o.signCount ?? this.signCount + 1;
    const authData = this.authData(UP | UV, this.signCount);
    const clientData = this.clientData("webauthn.get", options.challenge, o.origin ?? TEST_ORIGIN);
    const signature = crypto.sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      o.signWith ?? this.keys.privateKey,
    );
    const userHandle = o.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}
