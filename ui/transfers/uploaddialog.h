#pragma once

#include "core/transfer/transferplan.h"
#include "ui/widgets/latestrequest.h"

#include <QDialog>

class Console;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class SshWorkspace;
class TransferQueue;

/// The pre-flight of an upload: which instance and folder the dropped files go to (the
/// data disk by default; the system disk is warned about), what will go and what the excludes leave
/// out, how long it should take, and what should not go at all (private keys, .env files, API tokens)
/// — then Send puts it in the queue. A stopped instance is offered a start without its GPU first.
class UploadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(UploadDialog)
public:
    /// `instanceId`: the instance the files were dropped on (empty: the first running one).
    UploadDialog(Console &console, SshWorkspace &ssh, TransferQueue &queue, const QStringList &sources,
                 const QString &instanceId, const QString &settingsFile, QWidget *parent = nullptr);
    ~UploadDialog() override;

    bool isCounted() const { return m_counted; }
    const TransferPlan &plan() const { return m_plan; }
    QString summaryText() const;
    QString warningText() const;
    QString destinationWarning() const;
    QLineEdit *destination() const { return m_destination; }
    QLineEdit *excludes() const { return m_excludes; }
    QComboBox *instance() const { return m_instance; }
    QPushButton *sendButton() const { return m_send; }
    QCheckBox *sendAnyway() const { return m_anyway; }
    /// The queued transfer's id once sent.
    QString queuedId() const { return m_queued; }

    /// The transfer speed the estimate assumes until one was measured (a campus link).
    static constexpr double kAssumedBytesPerSecond = 10.0 * 1024 * 1024;

private:
    void count();
    void instanceChosen();
    void checkDestination();
    void refresh();
    void send();

    Console &m_console;
    SshWorkspace &m_ssh;
    TransferQueue &m_queue;
    QStringList m_sources;
    QString m_settingsFile;
    QComboBox *m_instance;
    QLineEdit *m_destination;
    QLabel *m_destinationWarning;
    QLineEdit *m_excludes;
    QLabel *m_summary;
    QLabel *m_warnings;
    QCheckBox *m_anyway;
    QLabel *m_stopped;
    QPushButton *m_startNoGpu;
    QPushButton *m_send;
    TransferPlan m_plan;
    bool m_counted = false;
    LatestRequest m_latest; ///< the count whose answer is awaited (an older one is dropped)
    QString m_queued;
};
