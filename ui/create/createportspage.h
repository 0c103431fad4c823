#pragma once

#include <QWizardPage>

class CreateWizard;
class QCheckBox;
class QLabel;
class QLineEdit;

/// The service ports reached from this computer: presets for TensorBoard, Gradio and Jupyter,
/// others typed, checked as the platform would; and the pitfall that a service must listen on
/// 0.0.0.0, not 127.0.0.1.
class CreatePortsPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreatePortsPage)
public:
    explicit CreatePortsPage(CreateWizard &wizard);
    ~CreatePortsPage() override;

    void initializePage() override;
    bool isComplete() const override;

private:
    void changed();
    QList<int> ports(QString *problem) const;

    CreateWizard &m_wizard;
    QList<QCheckBox *> m_presets;
    QLineEdit *m_other;
    QLabel *m_problem;
};
