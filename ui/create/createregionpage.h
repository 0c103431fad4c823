#pragma once

#include <QWizardPage>

class CreateWizard;
class QLabel;
class QPushButton;
class QTreeWidget;

/// The wizard's first step: where the instance runs, with how many GPUs each region has free now.
/// Also where the options are read (and where a failure to read them is said, with a retry).
class CreateRegionPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateRegionPage)
public:
    explicit CreateRegionPage(CreateWizard &wizard);
    ~CreateRegionPage() override;

    void initializePage() override;
    bool isComplete() const override;

private:
    void fill();
    void chosen();

    CreateWizard &m_wizard;
    QTreeWidget *m_regions;
    QLabel *m_cards; ///< the chosen region's stock per card
    QLabel *m_status;
    QPushButton *m_retry;
};
