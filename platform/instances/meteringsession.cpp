// Metering::Session: one user change, settled to now, applied, committed in one transaction.
#include "platform/instances/metering.h"
#include "platform/instances/walletstate.h"

#include "platform/instances/instancestore.h"
#include "platform/store/database.h"

using namespace Qt::StringLiterals;
using namespace MeteringKeys;
using StopSolver::Running;

Metering::Session::Session(Metering &metering, std::unique_ptr<WalletState> state)
    : m_metering(&metering)
    , m_state(std::move(state))
{ }

Metering::Session::Session(Session &&other) noexcept
    : m_metering(other.m_metering)
    , m_state(std::move(other.m_state))
    , m_done(std::exchange(other.m_done, true))
{ }

Metering::Session::~Session()
{
    if (m_done)
        return;
    m_metering->m_db.rollback();
    // What is in memory may be ahead of what was stored: look again at the next chance.
    m_metering->invalidate(m_state->walletId);
}

qint64 Metering::Session::now() const
{
    return m_state->settledTo;
}

Instance *Metering::Session::instance(qint64 id)
{
    return m_state->instance(id);
}

void Metering::Session::transition(Instance &instance, InstanceState to, StateReason reason, const QString &message)
{
    m_metering->m_steps.apply(*m_state, instance, to, reason, message, now());
}

void Metering::Session::addInstance(Instance &instance, Money packagePrice)
{
    WalletState &st = *m_state;
    instance.walletId = st.walletId;
    instance.state = InstanceState::Creating;
    instance.stateReason = StateReason::User;
    instance.stateSince = now();
    instance.createdAt = now();
    m_metering->m_instances.insert(instance);
    m_metering->m_instances.addEvent(instance.id, now(), std::nullopt, instance.state, StateReason::User,
                                     u"Created; preparing the disks."_s);
    if (!packagePrice.isZero())
        m_metering->m_book.writePackage(st, instance, packagePrice, now());
    st.instances.append(instance);
}

void Metering::Session::volumeMeter(qint64 volumeId, qint64 spenderId, bool accruing)
{
    const qint64 size = m_metering->m_db.scalar(u"SELECT size_gb FROM volumes WHERE id = ?"_s, {volumeId}).toLongLong();
    m_state->storageMeter(volumeKey(volumeId),
                          accruing ? std::optional(m_metering->m_tariff.volumeRatePerDay(size)) : std::nullopt,
                          spenderId, now());
}

void Metering::Session::imageMeter(qint64 imageId, qint64 spenderId, bool accruing)
{
    const qint64 size
        = m_metering->m_db.scalar(u"SELECT size_gb FROM custom_images WHERE id = ?"_s, {imageId}).toLongLong();
    m_state->storageMeter(imageKey(imageId),
                          accruing ? std::optional(m_metering->m_tariff.imageRatePerDay(size)) : std::nullopt,
                          spenderId, now());
}

void Metering::Session::touch(Instance &instance)
{
    WalletState &st = *m_state;
    st.changed.insert(instance.id);
    if (const qsizetype k = st.itemIndex(instance.id); k >= 0)
        st.conditions(instance, st.account.instances[k]);
}

void Metering::Session::event(const Instance &instance, StateReason reason, const QString &message)
{
    m_metering->m_instances.addEvent(instance.id, now(), instance.state, instance.state, reason, message);
}

Money Metering::Session::balance() const
{
    // Everything is settled to now in a session: the settled balance is the balance.
    return m_state->account.available;
}

Money Metering::Session::vouchersFor(const QString &gpuType) const
{
    Money sum;
    for (const StopSolver::Voucher &v : m_state->account.vouchers) {
        if (v.expiresAt > now() && (v.gpuTypes.isEmpty() || v.gpuTypes.contains(gpuType)))
            sum += v.remaining;
    }
    return sum;
}

Money Metering::Session::spentToday() const
{
    return m_state->account.spentToday;
}

Money Metering::Session::ratePerHour() const
{
    return m_state->ratePerHour();
}

void Metering::Session::commit()
{
    Metering &m = *m_metering;
    m.persist(*m_state);
    // The next session or pass starts from the wallet as written here instead of loading it (a
    // stop, a start, a list after a change: most of each one's work was the load). Kept before
    // the commit lets anyone else write: a pass on the settlement thread, taking the wallet once
    // it may, keeps its own state, which this older one must not overwrite afterwards. Only from
    // the outermost transaction: an enclosing one may still be taken back.
    const bool keeping = m.m_keepWallets && m.m_db.outermost();
    if (keeping)
        m.keep(std::make_unique<WalletState>(*m_state));
    const bool stored = m.m_db.commit();
    m_done = true;
    m.schedule(*m_state, now());
    if (keeping && !stored)
        m.invalidate(m_state->walletId);
}
