#pragma once

#include "ui/widgets/shellpage.h"

class QAction;
class QLabel;
class QProgressBar;
class QTableWidget;
class TransferQueue;
struct TransferItem;

/// The Transfers page: every upload and download of the queue with its progress bar,
/// speed, time left and state; pause, resume, cancel; "Show in folder" once a download landed; the
/// total above. Files dropped anywhere on the page are offered for upload (uploadRequested).
class TransfersPage final : public ShellPage
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TransfersPage)
public:
    explicit TransfersPage(TransferQueue &queue, QWidget *parent = nullptr);
    ~TransfersPage() override;

    QString title() const override;
    QIcon icon() const override;
    QList<QAction *> toolBarActions() const override;

    QTableWidget *table() const { return m_table; }
    QString totalText() const;
    /// One line for the tray's tooltip; empty when nothing is moving or waiting.
    static QString summaryLine(const TransferQueue &queue);
    /// "3 min", "1 h 5 min": time left as a student reads it.
    static QString duration(qint64 seconds);

Q_SIGNALS:
    /// Local files or folders to upload (dropped, or chosen with Upload…).
    void uploadRequested(const QStringList &paths);
    void downloadRequested();
    /// A failed transfer's Diagnose: the Doctor page checks the connection to its instance.
    void diagnoseRequested(const QString &instanceId);

protected:
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// The table's columns.
    enum Column { What, Instance, Progress, Speed, State, Actions, ColumnCount };

    void render();
    QString stateText(const TransferItem &item) const;

    TransferQueue &m_queue;
    QLabel *m_total;
    QProgressBar *m_totalBar;
    QLabel *m_empty;
    QTableWidget *m_table;
    QAction *m_uploadFiles;
    QAction *m_uploadFolder;
    QAction *m_download;
};
