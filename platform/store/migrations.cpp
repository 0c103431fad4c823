#include "platform/store/migrations.h"

using namespace Qt::StringLiterals;

namespace Migrations {

const QList<QStringList> &all()
{
    static const QList<QStringList> migrations = {
        // 1: accounts, sessions, login records, 2FA recovery codes, API tokens, SSH keys.
        // Times are platform time in whole seconds since the epoch. Secrets are stored only as
        // hashes: passwords (PBKDF2), session/API tokens and recovery codes (SHA-256), ID numbers
        // (HMAC-SHA-256 with the data directory's own key).
        {
            uR"(CREATE TABLE accounts (
                id INTEGER PRIMARY KEY,
                phone TEXT UNIQUE,
                email TEXT UNIQUE COLLATE NOCASE,
                name TEXT NOT NULL DEFAULT '',
                password_hash TEXT NOT NULL,
                owner_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
                created_at INTEGER NOT NULL,
                verification_status TEXT NOT NULL DEFAULT 'none',
                verification_decision TEXT,
                verification_reason TEXT,
                verification_submitted_at INTEGER,
                real_name TEXT,
                id_number_mac TEXT,
                totp_secret BLOB,
                totp_enabled INTEGER NOT NULL DEFAULT 0,
                totp_last_step INTEGER,
                daily_limit_cents INTEGER,
                per_boot_limit_cents INTEGER))"_s,
            uR"(CREATE INDEX accounts_owner ON accounts(owner_id))"_s,
            uR"(CREATE INDEX accounts_id_number ON accounts(id_number_mac))"_s,
            uR"(CREATE TABLE sessions (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                token_hash TEXT NOT NULL UNIQUE,
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL,
                ended_at INTEGER,
                client_address TEXT,
                user_agent TEXT))"_s,
            uR"(CREATE INDEX sessions_account ON sessions(account_id))"_s,
            uR"(CREATE TABLE logins (
                id INTEGER PRIMARY KEY,
                account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
                login TEXT NOT NULL,
                at INTEGER NOT NULL,
                success INTEGER NOT NULL,
                reason TEXT NOT NULL,
                client_address TEXT,
                user_agent TEXT))"_s,
            uR"(CREATE INDEX logins_login_at ON logins(login, at))"_s,
            uR"(CREATE INDEX logins_account_at ON logins(account_id, at))"_s,
            uR"(CREATE TABLE recovery_codes (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                code_hash TEXT NOT NULL,
                used_at INTEGER))"_s,
            uR"(CREATE TABLE api_tokens (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE,
                scopes TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL,
                last_used_at INTEGER,
                revoked_at INTEGER))"_s,
            uR"(CREATE TABLE ssh_keys (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                public_key TEXT NOT NULL,
                fingerprint TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                UNIQUE (account_id, fingerprint)))"_s,
        },
        // 2: the wallet. Ledger amounts: a charge is positive, a credit negative; the balance is
        // minus their sum. A voucher pays for a charge with a 'voucher' credit line of its own.
        {
            uR"(CREATE TABLE ledger (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                spender_id INTEGER NOT NULL,
                instance_id INTEGER,
                kind TEXT NOT NULL,
                amount_cents INTEGER NOT NULL,
                period_start INTEGER NOT NULL,
                period_end INTEGER NOT NULL,
                voucher_id INTEGER REFERENCES vouchers(id)))"_s,
            uR"(CREATE INDEX ledger_account ON ledger(account_id, id))"_s,
            uR"(CREATE TABLE vouchers (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                amount_cents INTEGER NOT NULL,
                remaining_cents INTEGER NOT NULL,
                expires_at INTEGER NOT NULL,
                gpu_types TEXT,
                created_at INTEGER NOT NULL))"_s,
        },
    };
    return migrations;
}

} // namespace Migrations
