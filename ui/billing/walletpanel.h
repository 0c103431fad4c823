#pragma once

#include "core/model/account.h"
#include "core/model/billing.h"
#include "ui/billing/billingsources.h"

#include <QHash>
#include <QWidget>

#include <optional>

class Confirmer;
class Console;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class ListModel;
class QTableView;
struct BillingReading;

/// The wallet at a glance (Billing page): the balance in large type and how long it lasts,
/// adding money (the sandbox's play money at once; another platform's payment page), the vouchers
/// with what they pay for and until when, and the spend limits with the seed's advice as the
/// suggestion: one full experiment's budget × 1.5, taken from the user's own last 30 days.
class WalletPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WalletPanel)
public:
    WalletPanel(const Console &console, const BillingSources &sources, Confirmer &confirmer, QWidget *parent = nullptr);
    ~WalletPanel() override;

    /// Reads the wallet, the account's limits and the last 30 days of usage again.
    void reload();
    /// The page has a Receipts tab (what gpudesk saw each boot cost), which the panel points to where
    /// the platform gives no bills.
    void setReceiptsShown(bool shown) { m_receiptsShown = shown; }

    QLabel *balanceLabel() const { return m_balance; }
    QLabel *runwayLabel() const { return m_runway; }
    QLineEdit *rechargeAmount() const { return m_amount; }
    QPushButton *rechargeButton() const { return m_recharge; }
    QCheckBox *dailyLimitOn() const { return m_dailyOn; }
    QLineEdit *dailyLimit() const { return m_daily; }
    QCheckBox *perBootLimitOn() const { return m_perBootOn; }
    QLineEdit *perBootLimit() const { return m_perBoot; }
    QLineEdit *experimentBudget() const { return m_experiment; }
    QLabel *suggestionLabel() const { return m_suggestion; }
    QPushButton *useSuggestionButton() const { return m_useSuggestion; }
    QPushButton *saveLimitsButton() const { return m_saveLimits; }
    QTableView *vouchers() const { return m_vouchers; }
    /// The vouchers shown.
    const ListModel &voucherRows() const { return *m_voucherRows; }
    /// The last sentence about a recharge or a limit (what happened, or what went wrong).
    QLabel *message() const { return m_message; }

Q_SIGNALS:
    /// Money came in or the limits changed: the ledger and the meter have something new (the panel
    /// reads only; whoever holds the console polls it again).
    void walletChanged();

private:
    void showReading(const BillingReading &reading);
    void showBilling(const Billing &billing);
    void showLimits(const SpendLimits &limits);
    void recharge();
    void saveLimits();
    void useSuggestion();
    void refreshSuggestion();
    void say(const QString &sentence, bool problem);
    /// An amount field's value; nullopt after saying what is wrong with it.
    std::optional<Money> amountIn(QLineEdit *field, const QString &what);

    const Console &m_console;
    BillingSources m_sources;
    Confirmer &m_confirmer;
    std::optional<Billing> m_billing;
    std::optional<Account> m_account;
    Money m_largestDay;
    bool m_experimentTyped = false;
    QHash<QString, QString> m_cardNames;
    QLabel *m_balance;
    QLabel *m_runway;
    QLabel *m_today;
    QLabel *m_rechargeText;
    QLineEdit *m_amount;
    QPushButton *m_recharge;
    QPushButton *m_payPage;
    ListModel *m_voucherRows;
    QTableView *m_vouchers;
    QLabel *m_noVouchers;
    QCheckBox *m_dailyOn;
    QLineEdit *m_daily;
    QCheckBox *m_perBootOn;
    QLineEdit *m_perBoot;
    QLineEdit *m_experiment;
    QLabel *m_suggestion;
    QPushButton *m_useSuggestion;
    QPushButton *m_saveLimits;
    QLabel *m_limitsNote;
    QLabel *m_message;
    QWidget *m_limitsBox = nullptr;
    QWidget *m_voucherBox = nullptr;
    bool m_receiptsShown = false;
};
