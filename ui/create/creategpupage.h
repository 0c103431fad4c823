#pragma once

#include "core/model/catalog.h"

#include <QWizardPage>

class CreateWizard;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

/// The card: memory, bandwidth, FP16, price and stock in the region chosen, with a "what will you
/// run?" helper from the core's advisor that marks the cards that fit and says why. Cards the
/// account cannot rent are shown disabled with the reason (and, where verification would allow
/// them, a link to it).
class CreateGpuPage final : public QWizardPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CreateGpuPage)
public:
    explicit CreateGpuPage(CreateWizard &wizard);
    ~CreateGpuPage() override;

    enum Column { Card, Memory, Bandwidth, Fp16, Price, Free, Fit, ColumnCount };

    void initializePage() override;
    bool isComplete() const override;

Q_SIGNALS:
    /// The user asked to verify their identity (to rent the big cards).
    void verificationRequested();

private:
    void fill();
    void adviseFor();
    void chosen();
    /// The machine sizes of the card and count chosen, where the platform offers several.
    void offerSizes();

    CreateWizard &m_wizard;
    QTableWidget *m_cards;
    QWidget *m_helper; ///< "What will you run?", for a catalog that says each card's memory
    QComboBox *m_task;
    QDoubleSpinBox *m_size;
    QComboBox *m_precision;
    QLabel *m_advice;
    QSpinBox *m_count;
    QWidget *m_sizeRow; ///< "Cores and memory", shown where the card comes in several sizes
    QComboBox *m_machineSize;
    QList<GpuType::Size> m_offeredSizes; ///< in m_machineSize's order, smallest first
    QLabel *m_locked;
    QString m_bestId; ///< the advisor's first pick for the job described: cheapest that fits, free here
};
