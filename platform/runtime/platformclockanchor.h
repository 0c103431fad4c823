#pragma once

#include <QtGlobal>

class Database;

/// Where platform time stood at a moment of real time, kept in the database so that platform
/// time goes on across restarts: a scaled clock resumes as if it had run through the downtime
/// (the cloud does not stop because the laptop closed), a manual one where it was left. It never
/// resumes before the last settled ledger second.
namespace PlatformClockAnchor {

/// Platform time (ms) to start from now, given the real time now; records the new anchor for
/// `scale` (0 for a manual clock).
qint64 resume(Database &db, qint64 wallNowMs, double scale);
/// Records that platform time was `platformMs` at real time `wallMs`.
void record(Database &db, qint64 platformMs, qint64 wallMs, double scale);

} // namespace PlatformClockAnchor
