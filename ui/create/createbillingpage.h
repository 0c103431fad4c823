#pragma once

#include <QWizardPage>

class CreateWizard;
class QButtonGroup;
class QCheckBox;
class QLabel;
class QRadioButton;
class QSpinBox;

/// How it is billed: on demand, a daily or a weekly package side by side for the hours the user
/// expects to use it, with the advisor's verdict and the warning that packages are not refunded;
/// and whether it starts in no-GPU mode first (the default), with both prices. What the platform
/// does not offer (packages, no-GPU mode) is not shown.
class CreateBillingPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateBillingPage)
public:
    explicit CreateBillingPage(CreateWizard &wizard);
    ~CreateBillingPage() override;

    void initializePage() override;

private:
    void compare();

    CreateWizard &m_wizard;
    QSpinBox *m_hours;
    QRadioButton *m_onDemand;
    QRadioButton *m_daily;
    QRadioButton *m_weekly;
    QRadioButton *m_monthly;
    QButtonGroup *m_modes;
    QLabel *m_verdict;
    QCheckBox *m_noGpuFirst;
    QLabel *m_whyNoGpu;
};
