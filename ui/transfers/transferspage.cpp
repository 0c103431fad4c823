#include "ui/transfers/transferspage.h"
#include "ui/widgets/icons.h"

#include "core/transfer/transferqueue.h"

#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTableWidget>
#include <QUrl>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QStringList localPaths(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile())
            paths << url.toLocalFile();
    }
    return paths;
}
} // namespace

TransfersPage::TransfersPage(TransferQueue &queue, QWidget *parent)
    : ShellPage(parent)
    , m_queue(queue)
    , m_total(new QLabel(this))
    , m_totalBar(new QProgressBar(this))
    , m_empty(new QLabel(this))
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_uploadFiles(new QAction(tr("Upload files…"), this))
    , m_uploadFolder(new QAction(tr("Upload a folder…"), this))
    , m_download(new QAction(tr("Download…"), this))
{
    setAcceptDrops(true);
    m_total->setObjectName(u"total"_s);
    m_total->setWordWrap(true);
    m_totalBar->setTextVisible(true);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setText(tr("Drop files or folders here to upload them to an instance (its data disk by default), or "
                        "use Upload in the toolbar. Uploads resume by themselves after a lost connection or a "
                        "restart, and every file is checked when it arrives."));
    m_table->setObjectName(u"transfers"_s);
    m_table->setHorizontalHeaderLabels(
        {tr("What"), tr("Instance"), tr("Progress"), tr("Speed, time left"), tr("State"), QString()});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(What, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(State, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(Progress, QHeaderView::Fixed);
    m_table->setColumnWidth(Progress, 190); // "1.23 GiB / 4.56 GiB" on one line
    m_table->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_total);
    layout->addWidget(m_totalBar);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty, 1);

    m_uploadFiles->setToolTip(tr("Choose files to upload to an instance."));
    m_download->setToolTip(tr("Bring a folder or file from an instance to this computer."));
    connect(m_uploadFiles, &QAction::triggered, this, [this] {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("Files to upload"));
        if (!files.isEmpty())
            Q_EMIT uploadRequested(files);
    });
    connect(m_uploadFolder, &QAction::triggered, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder to upload"));
        if (!folder.isEmpty())
            Q_EMIT uploadRequested({folder});
    });
    connect(m_download, &QAction::triggered, this, &TransfersPage::downloadRequested);
    connect(&m_queue, &TransferQueue::changed, this, &TransfersPage::render);
    render();
}

TransfersPage::~TransfersPage() = default;

QString TransfersPage::title() const
{
    return tr("Transfers");
}

QIcon TransfersPage::icon() const
{
    return Icons::get(QStringLiteral("transfers"));
}

QList<QAction *> TransfersPage::toolBarActions() const
{
    return {m_uploadFiles, m_uploadFolder, m_download};
}

QString TransfersPage::totalText() const
{
    return m_total->text();
}

QString TransfersPage::duration(qint64 seconds)
{
    if (seconds < 60)
        return tr("%n s", nullptr, int(std::max<qint64>(1, seconds)));
    if (seconds < 3600)
        return tr("%n min", nullptr, int((seconds + 59) / 60));
    const qint64 minutes = (seconds + 59) / 60;
    return tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60);
}

QString TransfersPage::summaryLine(const TransferQueue &queue)
{
    int moving = 0;
    double speed = 0;
    for (const TransferItem &i : queue.items()) {
        if (i.active || i.waiting)
            ++moving;
        speed += i.bytesPerSecond;
    }
    if (moving == 0)
        return {};
    const TransferProgress t = queue.total();
    const QLocale locale;
    QString line = tr("%n transfer(s): %1 of %2", nullptr, moving)
                       .arg(locale.formattedDataSize(t.bytesDone), locale.formattedDataSize(t.bytesTotal));
    if (speed > 1) {
        line += u", "_s + tr("%1/s").arg(locale.formattedDataSize(qint64(speed)));
        line += u", "_s
            + tr("%1 left").arg(duration(qint64(double(std::max<qint64>(0, t.bytesTotal - t.bytesDone)) / speed)));
    }
    return line;
}

QString TransfersPage::stateText(const TransferItem &item) const
{
    const TransferRecord &r = item.record;
    switch (r.state) {
    case TransferRecord::State::Running:
        return item.progress.current.isEmpty() ? tr("Sending…") : item.progress.current;
    case TransferRecord::State::Queued:
        return r.message.isEmpty() ? tr("Waiting for its turn") : r.message;
    case TransferRecord::State::Paused:
        return tr("Paused: resumes where it stopped");
    case TransferRecord::State::Failed:
        return r.message;
    case TransferRecord::State::Done:
        return r.direction == TransferRecord::Direction::Upload
            ? tr("Done, checked: in %1 on the instance").arg(r.destination)
            : tr("Done, checked: in %1").arg(r.destination);
    case TransferRecord::State::Cancelled:
        return tr("Cancelled");
    }
    return {};
}

void TransfersPage::render()
{
    const QList<TransferItem> items = m_queue.items();
    const QString line = summaryLine(m_queue);
    m_total->setText(line.isEmpty() ? (items.isEmpty() ? QString() : tr("Nothing is moving now.")) : line);
    const TransferProgress t = m_queue.total();
    m_totalBar->setRange(0, 1000);
    m_totalBar->setValue(t.bytesTotal > 0 ? int(1000 * t.bytesDone / t.bytesTotal) : 0);
    m_totalBar->setVisible(!line.isEmpty());
    m_table->setVisible(!items.isEmpty());
    m_empty->setVisible(items.isEmpty());
    m_table->setRowCount(int(items.size()));
    const QLocale locale;
    for (int row = 0; row < items.size(); ++row) {
        const TransferItem &item = items[row];
        const TransferRecord &r = item.record;
        QStringList names;
        for (const QString &s : r.sources)
            names << s.section(u'/', -1);
        const QString what = r.direction == TransferRecord::Direction::Upload
            ? tr("↑ %1 → %2").arg(names.join(u", "_s), r.destination)
            : tr("↓ %1 → %2").arg(names.join(u", "_s), r.destination);
        QString speed;
        if (item.active && item.bytesPerSecond > 1)
            speed = tr("%1/s").arg(locale.formattedDataSize(qint64(item.bytesPerSecond)))
                + (item.secondsLeft >= 0 ? u", "_s + tr("%1 left").arg(duration(item.secondsLeft)) : QString());
        const QStringList cells{what, r.instanceName, QString(), speed, stateText(item)};
        for (int c = 0; c < Actions; ++c) {
            if (c == Progress)
                continue;
            auto *cell = new QTableWidgetItem(cells[c]);
            cell->setToolTip(cells[c]);
            m_table->setItem(row, c, cell);
        }
        auto *bar = new QProgressBar(m_table);
        const qint64 total = std::max(item.progress.bytesTotal, r.bytesTotal);
        bar->setRange(0, 1000);
        bar->setValue(r.state == TransferRecord::State::Done ? 1000
                          : total > 0 ? int(1000 * std::min(item.progress.bytesDone, total) / total)
                                      : 0);
        bar->setFormat(total > 0 ? u"%1 / %2"_s.arg(locale.formattedDataSize(std::min(item.progress.bytesDone, total)),
                                                    locale.formattedDataSize(total))
                                 : tr("counting…"));
        m_table->setCellWidget(row, Progress, bar);

        auto *buttons = new QWidget(m_table);
        auto *h = new QHBoxLayout(buttons);
        h->setContentsMargins(0, 0, 0, 0);
        const QString id = r.id;
        const auto button = [&](const QString &text, auto slot) {
            auto *b = new QPushButton(text, buttons);
            connect(b, &QPushButton::clicked, this, slot);
            h->addWidget(b);
        };
        if (r.state == TransferRecord::State::Running || r.state == TransferRecord::State::Queued)
            button(tr("Pause"), [this, id] { m_queue.pause(id); });
        if (r.state == TransferRecord::State::Paused || r.state == TransferRecord::State::Failed)
            button(tr("Resume"), [this, id] { m_queue.resume(id); });
        if (!r.isFinished() && r.state != TransferRecord::State::Failed)
            button(tr("Cancel"), [this, id] { m_queue.cancel(id); });
        if (r.state == TransferRecord::State::Done && r.direction == TransferRecord::Direction::Download) {
            const QString folder = r.destination;
            button(tr("Show in folder"), [folder] { QDesktopServices::openUrl(QUrl::fromLocalFile(folder)); });
        }
        if (r.state == TransferRecord::State::Failed) {
            // Most failures are the connection's: the doctor finds which layer.
            const QString instanceId = r.instanceId;
            button(tr("Diagnose…"), [this, instanceId] { Q_EMIT diagnoseRequested(instanceId); });
        }
        if (r.isFinished() || r.state == TransferRecord::State::Failed)
            button(tr("Clear"), [this, id] { m_queue.forget(id); });
        m_table->setCellWidget(row, Actions, buttons);
    }
    m_table->resizeRowsToContents();
}

void TransfersPage::dragEnterEvent(QDragEnterEvent *event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void TransfersPage::dragMoveEvent(QDragMoveEvent *event)
{
    if (!localPaths(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void TransfersPage::dropEvent(QDropEvent *event)
{
    const QStringList paths = localPaths(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    Q_EMIT uploadRequested(paths);
}
