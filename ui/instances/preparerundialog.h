#pragma once

#include "core/autostop/preparerun.h"
#include "core/model/catalog.h"

#include <QDialog>
#include <QTimer>

#include <optional>

class Console;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class SshRemote;
class TransferQueue;

/// "Prepare, then run" for one instance: what to upload and where, a smoke command to
/// check it without the GPU, the real command and whether the instance stops when it ends; then
/// each stage as it goes, with its time and cost, and where the run's output is.
class PrepareRunDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PrepareRunDialog)
public:
    /// `transfers`: null leaves the upload out.
    PrepareRunDialog(Console &console, SshRemote &ssh, TransferQueue *transfers, const Instance &instance,
                     QWidget *parent = nullptr);
    ~PrepareRunDialog() override;

    void setUploads(const QStringList &paths);
    QLineEdit *uploadTo() const { return m_uploadTo; }
    QLineEdit *smokeCommand() const { return m_smoke; }
    /// What is fetched on the instance itself: a URL or a command a line.
    QPlainTextEdit *fetches() const { return m_fetches; }
    QLineEdit *command() const { return m_command; }
    QCheckBox *stopWhenDone() const { return m_stopWhenDone; }
    QSpinBox *graceMinutes() const { return m_grace; }
    /// The card the run goes on (its own first; others where the platform changes cards).
    QComboBox *runOnCard() const { return m_card; }
    QPushButton *startButton() const { return m_start; }
    QString ratesText() const;
    QString resultText() const;
    /// The stage table's text, a row a line ("Stage | status | time | cost"), for tests.
    QStringList stageRows() const;
    const PrepareRun *flow() const { return m_flow; }

private:
    void begin();
    void showStages();
    void addFiles();
    void addFolder();
    /// The two rates (without and with the GPU), read from the platform's prices, and the cards
    /// the run may go on.
    void loadRates();
    /// The rates for the card chosen for the run.
    void showRates();
    static QString stageName(PrepareRun::Stage stage);
    static QString statusName(PrepareRun::Status status);

    Console &m_console;
    SshRemote &m_ssh;
    TransferQueue *m_transfers;
    QString m_id;
    QListWidget *m_uploads;
    QLineEdit *m_uploadTo;
    QPlainTextEdit *m_fetches;
    QLineEdit *m_smoke;
    QLineEdit *m_command;
    QCheckBox *m_stopWhenDone;
    QSpinBox *m_grace;
    QComboBox *m_card;
    QLabel *m_rates;
    QList<GpuType> m_types;
    std::optional<Pricing> m_pricing;
    QTableWidget *m_stages;
    QLabel *m_result;
    QPushButton *m_start;
    QPushButton *m_cancel;
    PrepareRun *m_flow = nullptr;
    QTimer m_tick; ///< the active stage's time and cost move on
};
