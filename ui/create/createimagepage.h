#pragma once

#include <QWizardPage>

class CreateWizard;
class QLabel;
class QTableWidget;

/// The system image: framework, CUDA and Python of each, the user's own saved images with them;
/// images whose CUDA cannot drive the chosen card are disabled with the reason.
class CreateImagePage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateImagePage)
public:
    explicit CreateImagePage(CreateWizard &wizard);
    ~CreateImagePage() override;

    enum Column { Name, Framework, Cuda, Python, Size, Note, ColumnCount };

    void initializePage() override;
    bool isComplete() const override;

private:
    void chosen();

    CreateWizard &m_wizard;
    QTableWidget *m_images;
};
