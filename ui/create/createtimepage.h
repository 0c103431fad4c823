#pragma once

#include <QWizardPage>

class CreateWizard;
class QComboBox;
class QLabel;

/// A batch job's time limit (a Slurm cluster's): the choices the partition allows, what happens at
/// the end, and the GPU-hours it may use at most.
class CreateTimePage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateTimePage)
public:
    explicit CreateTimePage(CreateWizard &wizard);
    ~CreateTimePage() override;

    void initializePage() override;
    bool isComplete() const override;

private:
    void chosen();

    CreateWizard &m_wizard;
    QComboBox *m_limits;
    QLabel *m_partition;
    QLabel *m_use;
};
