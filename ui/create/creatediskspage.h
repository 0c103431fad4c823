#pragma once

#include <QWizardPage>

class CreateWizard;
class QComboBox;
class QGroupBox;
class QLabel;
class QRadioButton;
class QSpinBox;

/// The disks: the system disk's size (at least the image's), a new data disk or an existing
/// volume of the region, what each keeps through a stop and a release (the seed's table of what
/// goes where), and what they cost while the instance is stopped. Where an instance has one disk
/// only (Vast.ai), that disk's size, what it keeps, and that the machine chosen next prices it.
class CreateDisksPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateDisksPage)
public:
    explicit CreateDisksPage(CreateWizard &wizard);
    ~CreateDisksPage() override;

    void initializePage() override;
    bool isComplete() const override;

private:
    void changed();

    CreateWizard &m_wizard;
    QSpinBox *m_system;
    QRadioButton *m_newDisk;
    QSpinBox *m_dataGb;
    QRadioButton *m_volume;
    QComboBox *m_volumes;
    QRadioButton *m_none;
    QLabel *m_problem;
    QLabel *m_cost;
    QLabel *m_caches;
    /// Hidden where instances have one disk only (a new data disk's row among them).
    QList<QWidget *> m_dataDiskParts;
    /// The data disk's box, shown also where a volume is the only data disk there is (Vast.ai's).
    QGroupBox *m_dataBox = nullptr;
    QLabel *m_systemLabel = nullptr;
};
