#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
struct SshFailure;
class SshRemote;
class SshWorkspace;
class TransferQueue;

/// Choosing what to bring back from an instance: a browser of its folders with sizes,
/// starting on the data disk, and the folder here it lands in; Download puts it in the queue.
class DownloadDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DownloadDialog)
public:
    DownloadDialog(SshWorkspace &ssh, SshRemote &remote, TransferQueue &queue, const QString &instanceId,
                   const QString &localFolder, QWidget *parent = nullptr);
    ~DownloadDialog() override;

    /// Lists `folder` on the chosen instance.
    void browse(const QString &folder);
    QTableWidget *entries() const { return m_entries; }
    QLineEdit *remotePath() const { return m_remote; }
    QLineEdit *localFolder() const { return m_local; }
    QPushButton *downloadButton() const { return m_download; }
    QString problemText() const;
    QString queuedId() const { return m_queued; }

private:
    void listed(const QString &instanceId, const QString &tag, bool ok, const QByteArray &output,
                const SshFailure &failure);
    void send();

    SshWorkspace &m_ssh;
    SshRemote &m_commands;
    TransferQueue &m_queue;
    QComboBox *m_instance;
    QLineEdit *m_remote;
    QTableWidget *m_entries;
    QLineEdit *m_local;
    QLabel *m_problem;
    QPushButton *m_download;
    QString m_folder; ///< the folder listed
    int m_listing = 0; ///< the listing whose answer is awaited
    QString m_queued;
};
