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
        // 3: instances, their events, volumes, custom images, and where platform time stands.
        // Things that own a directory under --data never reuse an id (AUTOINCREMENT): a directory
        // left by a crash before its row was committed must not become someone else's disk.
        // Each thing that accrues money keeps its current constant-rate segment (seg_*): where it
        // starts, its rate, and how far ledger lines cover it, so a restart resumes the meter
        // exactly where the last committed settlement left it. Ledger lines name their segment's
        // start, rate and rate period (an hour, or a day for storage), so usage can split a line
        // at any hour exactly.
        {
            uR"(CREATE TABLE instances (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                account_id INTEGER NOT NULL REFERENCES accounts(id),
                wallet_id INTEGER NOT NULL REFERENCES accounts(id),
                name TEXT NOT NULL,
                slug TEXT NOT NULL UNIQUE,
                state TEXT NOT NULL,
                state_reason TEXT NOT NULL,
                state_since INTEGER NOT NULL,
                mode TEXT NOT NULL,
                region TEXT NOT NULL,
                gpu_type TEXT NOT NULL,
                gpu_count INTEGER NOT NULL,
                image TEXT NOT NULL,
                billing_mode TEXT NOT NULL,
                package_expires_at INTEGER,
                system_disk_gb INTEGER NOT NULL,
                data_disk_gb INTEGER NOT NULL,
                volume_id INTEGER REFERENCES volumes(id),
                ports TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                started_at INTEGER,
                stop_at INTEGER,
                boot_hang INTEGER NOT NULL DEFAULT 0,
                boot_base_cents INTEGER NOT NULL DEFAULT 0,
                seg_kind TEXT,
                seg_start INTEGER,
                seg_rate_cents INTEGER,
                seg_settled_to INTEGER,
                seg_settled_cents INTEGER,
                ssh_port INTEGER,
                host_key_fingerprint TEXT,
                home_used_bytes INTEGER NOT NULL DEFAULT 0,
                data_used_bytes INTEGER NOT NULL DEFAULT 0,
                released_at INTEGER))"_s,
            uR"(CREATE INDEX instances_wallet ON instances(wallet_id, released_at))"_s,
            uR"(CREATE TABLE instance_events (
                id INTEGER PRIMARY KEY,
                instance_id INTEGER NOT NULL REFERENCES instances(id),
                at INTEGER NOT NULL,
                from_state TEXT,
                to_state TEXT NOT NULL,
                reason TEXT NOT NULL,
                message TEXT NOT NULL))"_s,
            uR"(CREATE INDEX instance_events_instance ON instance_events(instance_id, id))"_s,
            uR"(CREATE TABLE volumes (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                wallet_id INTEGER NOT NULL REFERENCES accounts(id),
                account_id INTEGER NOT NULL REFERENCES accounts(id),
                name TEXT NOT NULL,
                region TEXT NOT NULL,
                size_gb INTEGER NOT NULL,
                created_at INTEGER NOT NULL,
                deleted_at INTEGER,
                seg_start INTEGER,
                seg_rate_cents INTEGER,
                seg_settled_to INTEGER,
                seg_settled_cents INTEGER))"_s,
            uR"(CREATE TABLE custom_images (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                wallet_id INTEGER NOT NULL REFERENCES accounts(id),
                account_id INTEGER NOT NULL REFERENCES accounts(id),
                name TEXT NOT NULL,
                base_image TEXT NOT NULL,
                source_instance_id INTEGER NOT NULL,
                size_bytes INTEGER NOT NULL,
                size_gb INTEGER NOT NULL,
                created_at INTEGER NOT NULL,
                deleted_at INTEGER,
                seg_start INTEGER,
                seg_rate_cents INTEGER,
                seg_settled_to INTEGER,
                seg_settled_cents INTEGER))"_s,
            uR"(ALTER TABLE ledger ADD COLUMN volume_id INTEGER)"_s,
            uR"(ALTER TABLE ledger ADD COLUMN image_id INTEGER)"_s,
            uR"(ALTER TABLE ledger ADD COLUMN segment_start INTEGER)"_s,
            uR"(ALTER TABLE ledger ADD COLUMN segment_rate_cents INTEGER)"_s,
            uR"(ALTER TABLE ledger ADD COLUMN segment_period_s INTEGER)"_s,
            uR"(CREATE INDEX ledger_period ON ledger(account_id, period_start))"_s,
            // How far each wallet's meters are settled (all of its segments to the same second),
            // and its balance as of a ledger line, so loading a wallet sums only the lines since.
            uR"(CREATE TABLE wallet_meters (
                wallet_id INTEGER PRIMARY KEY REFERENCES accounts(id),
                settled_to INTEGER NOT NULL,
                balance_line_id INTEGER NOT NULL DEFAULT 0,
                balance_cents INTEGER NOT NULL DEFAULT 0))"_s,
            // Platform time at a moment of real time, so time goes on across restarts.
            uR"(CREATE TABLE platform_clock (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                platform_ms INTEGER NOT NULL,
                wall_ms INTEGER NOT NULL,
                scale REAL NOT NULL))"_s,
        },
        // 4: service-port relays and the sandbox's SSH fault knobs. public_ports is a JSON object
        // from service port to the public loopback port it was relayed from at the last boot, so
        // a restarted sandbox relays it from the same port again.
        {
            uR"(ALTER TABLE instances ADD COLUMN public_ports TEXT NOT NULL DEFAULT '{}')"_s,
            uR"(ALTER TABLE instances ADD COLUMN refuse_keys INTEGER NOT NULL DEFAULT 0)"_s,
            uR"(ALTER TABLE instances ADD COLUMN sshd_down INTEGER NOT NULL DEFAULT 0)"_s,
        },
        // 5: when the current boot began, and when the runtime said its SSH accepts connections:
        // a boot ends at the later of its delay and that instant, and billing starts there, so a
        // replay after a restart ends it on the same second.
        {
            uR"(ALTER TABLE instances ADD COLUMN boot_started_at INTEGER)"_s,
            uR"(ALTER TABLE instances ADD COLUMN ready_at INTEGER)"_s,
        },
        // 6: the startup script the runtime runs at every boot (NULL: none), and what became of
        // it at the last boot that ran it: which boot (1 for the first), its exit status and
        // when it exited (NULL while it runs, or when the boot ended before it did).
        {
            uR"(ALTER TABLE instances ADD COLUMN startup_script TEXT)"_s,
            uR"(ALTER TABLE instances ADD COLUMN startup_boot INTEGER)"_s,
            uR"(ALTER TABLE instances ADD COLUMN startup_exit_code INTEGER)"_s,
            uR"(ALTER TABLE instances ADD COLUMN startup_finished_at INTEGER)"_s,
        },
        // 7: secrets only the platform holds (the key instances' own tokens are made with).
        {
            uR"(CREATE TABLE platform_secrets (
                name TEXT PRIMARY KEY,
                secret BLOB NOT NULL))"_s,
        },
        // 8: why a scheduled stop stops: NULL for `scheduled` (the user's), `idle` for one the
        // instance's autostop armed.
        {
            uR"(ALTER TABLE instances ADD COLUMN stop_reason TEXT)"_s,
        },
        // 9: the answers to requests sent with an Idempotency-Key, per account, written in the
        // transaction of their effect; created_at is real time (milliseconds), not platform time.
        {
            uR"(CREATE TABLE idempotency_keys (
                account_id INTEGER NOT NULL,
                idempotency_key TEXT NOT NULL,
                fingerprint BLOB NOT NULL,
                status INTEGER NOT NULL,
                content_type TEXT NOT NULL,
                body BLOB NOT NULL,
                created_at INTEGER NOT NULL,
                PRIMARY KEY (account_id, idempotency_key)))"_s,
            uR"(CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at))"_s,
        },
        // 10: where each meter's next ledger line starts (RateSegment::lineFrom); NULL on a row of
        // before: its settled_to, which it was then.
        {
            uR"(ALTER TABLE instances ADD COLUMN seg_line_from INTEGER)"_s,
            uR"(ALTER TABLE volumes ADD COLUMN seg_line_from INTEGER)"_s,
            uR"(ALTER TABLE custom_images ADD COLUMN seg_line_from INTEGER)"_s,
        },
        // 11: sessions slide while used (expires_at moves on with each call, up to 30 days after
        // created_at), and remember when the user last proved who they are (the password or a 2FA
        // code, at login or on POST /v1/sessions/confirm): money and access need that recently.
        // Invoices asked for a month's payments: invoice_payments keys each payment (a recharge's
        // ledger line) to the one invoice that covers it.
        {
            uR"(ALTER TABLE sessions ADD COLUMN confirmed_at INTEGER)"_s,
            uR"(CREATE TABLE invoices (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                month TEXT NOT NULL,
                title TEXT NOT NULL,
                tax_id TEXT,
                email TEXT NOT NULL,
                amount_cents INTEGER NOT NULL,
                requested_at INTEGER NOT NULL,
                issued_at INTEGER,
                number TEXT))"_s,
            uR"(CREATE INDEX invoices_account ON invoices(account_id, id))"_s,
            uR"(CREATE TABLE invoice_payments (
                ledger_id INTEGER PRIMARY KEY REFERENCES ledger(id) ON DELETE CASCADE,
                invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE))"_s,
        },
        // 12: account webhooks (the secret is kept as it is: deliveries are signed with it), their
        // deliveries with each attempt's result, the conditions said already, and the last
        // instance event the dispatcher looked at.
        {
            uR"(CREATE TABLE webhooks (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                url TEXT NOT NULL,
                secret TEXT NOT NULL,
                format TEXT NOT NULL,
                events TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                balance_below_cents INTEGER NOT NULL))"_s,
            uR"(CREATE TABLE webhook_deliveries (
                id INTEGER PRIMARY KEY,
                webhook_id INTEGER NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
                event TEXT NOT NULL,
                instance_id INTEGER,
                reason TEXT NOT NULL,
                text TEXT NOT NULL,
                data TEXT NOT NULL,
                created_at INTEGER NOT NULL,
                attempts INTEGER NOT NULL DEFAULT 0,
                next_at INTEGER NOT NULL,
                status INTEGER,
                error TEXT NOT NULL DEFAULT '',
                delivered_at INTEGER,
                failed_at INTEGER))"_s,
            uR"(CREATE INDEX webhook_deliveries_due ON webhook_deliveries(next_at) WHERE delivered_at IS NULL AND failed_at IS NULL)"_s,
            uR"(CREATE INDEX webhook_deliveries_webhook ON webhook_deliveries(webhook_id, id))"_s,
            uR"(CREATE TABLE webhook_marks (
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                mark TEXT NOT NULL,
                at INTEGER NOT NULL,
                PRIMARY KEY (account_id, mark)))"_s,
            uR"(CREATE TABLE webhook_cursor (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                last_event_id INTEGER NOT NULL))"_s,
        },
        // 13: an instance may start on another card while it keeps its disks: each compute line
        // names the card and count it was for (the instance's card when it was written), so the
        // ledger says which card each boot used. Lines written before keep their instance's.
        {
            uR"(ALTER TABLE ledger ADD COLUMN gpu_type TEXT)"_s,
            uR"(ALTER TABLE ledger ADD COLUMN gpu_count INTEGER)"_s,
            uR"(UPDATE ledger SET gpu_type = (SELECT gpu_type FROM instances WHERE instances.id = ledger.instance_id),
                gpu_count = (SELECT gpu_count FROM instances WHERE instances.id = ledger.instance_id)
                WHERE kind IN ('compute', 'package') AND instance_id IS NOT NULL)"_s,
        },
        // 14: stock alerts: a card (a count, a region or any) an account waits for; the webhook
        // dispatcher says stock.available once when it is free, or the alert ends after a day.
        {
            uR"(CREATE TABLE stock_alerts (
                id INTEGER PRIMARY KEY,
                account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                gpu_type TEXT NOT NULL,
                region TEXT,
                count INTEGER NOT NULL,
                created_at INTEGER NOT NULL,
                expires_at INTEGER NOT NULL))"_s,
        },
        // 15: how far each meter of the wallet has been settled, as of the wallet's last settlement:
        // one blob in the wallet's row instead of a write to each instance's (wide) row every
        // platform minute. An instance's or storage row keeps its segment as of its last change; the
        // blob's figures count for a segment with the same start (WalletBook).
        {
            uR"(ALTER TABLE wallet_meters ADD COLUMN progress BLOB)"_s,
        },
    };
    return migrations;
}

} // namespace Migrations
