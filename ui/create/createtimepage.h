#pragma once

#include <QWizardPage>

class CreateWizard;
class QComboBox;
class QLabel;
class QLineEdit;

/// A batch job's time limit (a Slurm cluster's): the choices the partition allows, what happens at
/// the end, and the GPU-hours it may use at most; where the cluster runs containers (pyxis), the
/// image the job runs in, if the user names one.
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
    void imageTyped();

    CreateWizard &m_wizard;
    QComboBox *m_limits;
    QLabel *m_partition;
    QLabel *m_use;
    QWidget *m_container;
    QLineEdit *m_image;
    QLabel *m_imageProblem;
};
