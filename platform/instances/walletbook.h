#pragma once

#include "common/money.h"
#include "platform/billing/stopsolver.h"

#include <QTimeZone>

#include <functional>
#include <memory>

class AccountStore;
class Clock;
class Database;
class InstanceStore;
struct Instance;
struct WalletState;

/// A wallet's meters as the database holds them: loads a wallet into a WalletState (its balance
/// from the last checkpoint, vouchers, limits, the meters of its instances, volumes and images),
/// writes the ledger lines and voucher draws a settlement makes, and stores back what moved. It
/// decides nothing: Metering runs the wallet forward, LifecycleSteps changes its instances.
class WalletBook
{
public:
    WalletBook(Database &db, const Clock &clock, AccountStore &accounts, InstanceStore &instances,
               const QTimeZone &zone);

    /// SELECTs only (a preview loads without a transaction).
    std::unique_ptr<WalletState> load(qint64 walletId) const;
    /// Saves the instances that changed (each first handed to `reconcile`, which may answer a
    /// sentence for a booted instance that gets no SSH), the segments that moved and the balance
    /// checkpoint. Never for a dry state.
    void persist(WalletState &state, const std::function<QString(Instance &)> &reconcile);

    /// A charge the settlement made; a dry state keeps it in memory instead. It is inserted with
    /// the next ones, at the latest by writeLines().
    void writeLine(WalletState &state, const StopSolver::Running &item, qint64 from, qint64 to, Money amount);
    /// Inserts the lines made and not yet written (before anything reads the ledger).
    void writeLines(WalletState &state);
    /// What a voucher paid of a charge (nothing for a dry state: its remainder is in memory).
    void writeVoucher(WalletState &state, const StopSolver::Running &item, const StopSolver::Voucher &voucher,
                      qint64 from, qint64 to, Money amount);
    /// A package, prepaid at once and not refunded: one line for its whole period.
    void writePackage(WalletState &state, const Instance &instance, Money price, qint64 now);

    /// The end of the billing day that holds `t` (midnight in the platform's zone).
    qint64 dayEndAfter(qint64 t) const;

private:
    static constexpr int kLinesPerInsert = 32; ///< 14 values a line, well within SQLite's 32,766

    Database &m_db;
    const Clock &m_clock;
    AccountStore &m_accounts;
    InstanceStore &m_instances;
    QTimeZone m_zone;
};
