#pragma once

#include "common/money.h"
#include "core/api/apierror.h"
#include "core/model/instance.h"

#include <QWizardPage>

class CreateWizard;
class QCheckBox;
class QFormLayout;
class QVBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QWidget;

/// The last step: the instance's name, everything chosen, what it costs (per hour with and
/// without the GPU, for the hours expected, and in storage while stopped), warnings, and after a
/// refusal what to do about it: for out of stock, the regions and cards that have some, in one
/// click; for a wrong value, the page that holds it.
class CreateSummaryPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateSummaryPage)
public:
    explicit CreateSummaryPage(CreateWizard &wizard);
    ~CreateSummaryPage() override;

    void initializePage() override;
    bool isComplete() const override;

    void showCreating();
    void showRefusal(const ApiError &error);
    QString problemText() const;
    /// The one-click answers to the last refusal (tests press them).
    QList<QPushButton *> remedies() const;
    QCheckBox *autostopBox() const { return m_autostop; }
    QString autostopText() const;

Q_SIGNALS:
    void verificationRequested();
    /// A refusal another page of the console fixes (money, spend limits).
    void remedyRequested(ApiError::Remedy remedy);
    /// The refusal's Diagnose button: the Doctor page explains it (the choices are kept).
    void diagnoseRequested(const ApiError &refusal);
    /// None free: tell the user once one is, and make this instance then when `create` (at no more
    /// than `perHour` for the cards).
    void watchRequested(const InstanceSpec &spec, Money perHour, bool create);

private:
    void clearRefusal();
    /// The autostop line: what it saves, or what switching it off can cost.
    void showAutostop();
    /// initializePage() for a batch scheduler's job.
    void showJob();
    void addRemedy(const QString &text, const QString &tip, const std::function<void()> &action);
    /// The page that holds a field of the create request ("system_disk_gb" → the disks page).
    static int pageOf(const QString &field);

    CreateWizard &m_wizard;
    QLineEdit *m_name;
    QLabel *m_nameProblem;
    QFormLayout *m_chosen;
    QLabel *m_cost;
    QCheckBox *m_autostop;
    QLabel *m_autostopText;
    QLabel *m_warnings;
    QLabel *m_problem;
    QWidget *m_remedyRow;
    QVBoxLayout *m_remedies; ///< one button a line: the names of cards are long
};
