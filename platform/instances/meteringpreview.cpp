// Metering::preview: a wallet at now for readers, computed in memory, written nowhere.
#include "platform/instances/metering.h"
#include "platform/instances/walletstate.h"

#include "common/clock.h"

#include <algorithm>

Metering::Preview Metering::preview(qint64 walletId)
{
    const qint64 now = m_clock.nowSeconds();
    // The wallet as stored, loaded once and kept until it is written again (every settle, change
    // and tick drops it) or its rules change by themselves; each read replays it to now, with
    // the same engine a settle uses, so the figures are those a settle now would store.
    // A wallet the last settlement pass kept is what loading it would give, and it comes first: it
    // was written under the writers' turn, while a snapshot loaded here may have been read while
    // a pass's batch was being written.
    std::shared_ptr<const WalletState> stored;
    quint64 writes = 0;
    {
        const std::lock_guard lock(m_guard);
        stored = m_kept.value(walletId);
        if (!stored || now >= stored->rulesChangeAt)
            stored = m_snapshots.value(walletId);
        if (stored && now >= stored->rulesChangeAt)
            stored.reset();
        // The same stored wallet replayed to the same second gives the same figures: a console's
        // poll and its neighbours' within the second share one replay.
        if (const auto kept = m_previews.constFind(walletId);
            stored && kept != m_previews.cend() && kept->from == stored && kept->now == now)
            return kept->preview;
        writes = m_writes.value(walletId);
    }
    if (!stored)
        stored = m_book.load(walletId); // SELECTs only: no transaction, nothing written
    WalletState st = *stored;
    st.dry = true;
    run(st, std::max(now, st.settledTo));

    Preview p;
    p.at = st.settledTo;
    p.balance = st.account.available;
    p.ratePerHour = st.ratePerHour();
    p.spentToday = st.account.spentToday;
    for (const StopSolver::Voucher &v : std::as_const(st.account.vouchers)) {
        if (v.remaining > Money() && v.expiresAt > p.at)
            p.vouchers << v;
    }
    std::sort(p.vouchers.begin(), p.vouchers.end(), [](const StopSolver::Voucher &a, const StopSolver::Voucher &b) {
        return std::pair(a.expiresAt, a.id) < std::pair(b.expiresAt, b.id);
    });
    p.lines = std::move(st.lines);
    // Kept only if nothing wrote the wallet since it was loaded (the settlement thread may have).
    const std::lock_guard lock(m_guard);
    if (m_writes.value(walletId) == writes) {
        m_snapshots.insert(walletId, stored);
        m_previews.insert(walletId, {stored, now, p});
    }
    return p;
}
