#pragma once

#include "core/model/catalog.h"
#include "core/model/instance.h"

#include <QDialog>
#include <QList>

class Console;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

/// "Start on another card…": the cards of a stopped instance's region with how many are free now
/// and what they cost an hour, the ones its image cannot drive said so and not offered, a count,
/// and what the change means (the rate from this boot, the disks kept). Accepting starts it on the
/// chosen card (Console::startOnCard); the platform's refusal comes back as any start's does.
class ChangeCardDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChangeCardDialog)
public:
    ChangeCardDialog(Console &console, const Instance &instance, QWidget *parent = nullptr);
    ~ChangeCardDialog() override;

    /// Chooses the card `gpuType` (tests); false when it is not offered.
    bool choose(const QString &gpuType);
    QTableWidget *cards() const { return m_cards; }
    QSpinBox *count() const { return m_count; }
    QLabel *summary() const { return m_summary; }

    void accept() override;

Q_SIGNALS:
    /// The cards were read (or could not be): tests wait on it.
    void loaded();

private:
    /// The table's columns.
    enum Column { Card, Memory, Free, Price };

    void load();
    void fill(const QList<GpuType> &types, const QList<Stock> &stock, const std::optional<Image> &image);
    void explain();
    /// The card chosen now; null when none.
    const GpuType *chosen() const;

    Console &m_console;
    const Instance m_instance;
    QList<GpuType> m_types; ///< in the table's order
    QLabel *m_intro;
    QTableWidget *m_cards;
    QSpinBox *m_count;
    QLabel *m_summary;
    QPushButton *m_start = nullptr;
};
