#include "core/transfer/transferplan.h"

#include "core/transfer/secretscan.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <sys/stat.h>

#include <algorithm>
#include <cmath>
#include <thread>
#include <vector>

using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kScanLimit = 1 << 20; ///< files larger than this are not searched for secrets
constexpr qint64 kScanBudget = 64 << 20; ///< nor beyond this many bytes in all: the pre-flight stays quick
constexpr int kExamples = 5;

bool looksLikePrivateKey(const QByteArray &head)
{
    return head.contains("-----BEGIN") && head.contains("PRIVATE KEY-----");
}

struct Scanner
{
    const QStringList &excludes;
    TransferPlan &plan;
    qint64 scanned = 0;

    /// A file to read for secrets, and where in the warnings what it holds belongs.
    struct Pending
    {
        QString relative;
        QString path;
        qsizetype at = 0;
        QList<TransferWarning> found;
    };
    QList<Pending> pending;

    /// Left out by the excludes: counted once (a folder with all it holds), its bytes added up.
    void excluded(const QString &relative, const QString &path)
    {
        ++plan.excludedCount;
        if (plan.excludedExamples.size() < kExamples)
            plan.excludedExamples << relative;
        plan.excludedBytes += bytesUnder(path);
    }

    static qint64 bytesUnder(const QString &path)
    {
        const QFileInfo info(path);
        if (info.isSymLink() || !info.isDir())
            return info.isSymLink() ? 0 : info.size();
        qint64 bytes = 0;
        for (const QFileInfo &f :
             QDir(path).entryInfoList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
            bytes += bytesUnder(f.filePath());
        return bytes;
    }

    void look(const QString &relative, const QString &path, qint64 size)
    {
        const QString name = relative.section(u'/', -1);
        if (name == u".env"_s || name.startsWith(u".env."_s))
            plan.warnings << TransferWarning{TransferWarning::Kind::EnvFile, relative};
        if (size > kScanLimit || scanned + size > kScanBudget)
            return;
        scanned += size;
        pending << Pending{relative, path, plan.warnings.size(), {}};
    }

    static void read(Pending &p)
    {
        QFile f(p.path);
        if (!f.open(QIODevice::ReadOnly)) {
            p.found << TransferWarning{TransferWarning::Kind::Unreadable, p.relative};
            return;
        }
        const QByteArray bytes = f.readAll();
        if (looksLikePrivateKey(bytes.left(4096))) {
            p.found << TransferWarning{TransferWarning::Kind::PrivateKey, p.relative};
            return;
        }
        for (const SecretScan::Finding &s : SecretScan::scan(bytes, p.relative.endsWith(u".ipynb"_s)))
            p.found << TransferWarning{TransferWarning::Kind::ApiToken, p.relative, s.service, s.line, s.cell};
    }

    /// Reads the pending files on up to four threads (the walk is done; nothing else runs yet),
    /// then puts what they hold where the walk found them.
    void readPending()
    {
        // Each thread takes every n-th file; a few files are not worth a thread.
        const int n = pending.size() > 64 ? int(std::clamp(std::thread::hardware_concurrency(), 1u, 4u)) : 1;
        const auto share = [this, n](int first) {
            for (qsizetype i = first; i < pending.size(); i += n)
                read(pending[i]);
        };
        std::vector<std::thread> pool;
        for (int t = 1; t < n; ++t)
            pool.emplace_back(share, t);
        share(0);
        for (std::thread &t : pool)
            t.join();
        for (qsizetype i = pending.size() - 1; i >= 0; --i) {
            const Pending &p = pending[i];
            for (qsizetype k = p.found.size() - 1; k >= 0; --k)
                plan.warnings.insert(p.at, p.found[k]);
        }
        pending.clear();
    }

    bool add(const QString &relative, const QString &path)
    {
        struct stat st;
        if (::lstat(QFile::encodeName(path).constData(), &st) != 0) {
            plan.warnings << TransferWarning{TransferWarning::Kind::Unreadable, relative};
            return false;
        }
        TransferEntry e;
        e.relative = relative;
        e.source = path;
        e.mode = unsigned(st.st_mode & 07777);
        e.mtime = qint64(st.st_mtim.tv_sec);
        if (S_ISLNK(st.st_mode)) {
            e.kind = TransferEntry::Kind::Symlink;
            QByteArray target(4096, Qt::Uninitialized);
            const ssize_t n = ::readlink(QFile::encodeName(path).constData(), target.data(), size_t(target.size()));
            if (n >= 0)
                e.linkTarget = QFile::decodeName(target.left(n)); // as written, relative or not
            plan.entries << e;
            return true;
        }
        if (S_ISDIR(st.st_mode)) {
            e.kind = TransferEntry::Kind::Directory;
            plan.entries << e;
            QDir d(path);
            d.setSorting(QDir::Name);
            const QStringList names
                = d.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
            if (names.isEmpty() && !QFileInfo(path).isReadable())
                plan.warnings << TransferWarning{TransferWarning::Kind::Unreadable, relative};
            for (const QString &name : names) {
                const QString childRelative = relative + u'/' + name, childPath = path + u'/' + name;
                if (TransferPlan::isExcluded(childRelative, excludes)) {
                    excluded(childRelative, childPath);
                    continue;
                }
                add(childRelative, childPath);
            }
            return true;
        }
        if (!S_ISREG(st.st_mode))
            return false; // sockets, devices, pipes: nothing to copy
        e.kind = TransferEntry::Kind::File;
        e.size = qint64(st.st_size);
        if (::access(QFile::encodeName(path).constData(), R_OK) != 0) {
            plan.warnings << TransferWarning{TransferWarning::Kind::Unreadable, relative};
            return false;
        }
        look(relative, path, e.size);
        plan.entries << e;
        ++plan.files;
        plan.bytes += e.size;
        return true;
    }
};

} // namespace

QStringList TransferPlan::defaultExcludes()
{
    return {u"__pycache__"_s, u"*.pyc"_s, u"*.log"_s};
}

bool TransferPlan::isExcluded(const QString &relative, const QStringList &patterns)
{
    // Each pattern compiled once per thread, not once per name: a tree of 20,000 files asks this
    // 20,000 times.
    thread_local QHash<QString, QRegularExpression> compiled;
    for (const QString &pattern : patterns) {
        const QString p = pattern.trimmed();
        if (p.isEmpty())
            continue;
        auto it = compiled.constFind(p);
        if (it == compiled.cend()) {
            if (compiled.size() > 256)
                compiled.clear();
            const QString re
                = QRegularExpression::wildcardToRegularExpression(p, QRegularExpression::UnanchoredWildcardConversion);
            it = compiled.insert(p, QRegularExpression(u"\\A(?:"_s + re + u")\\z"_s));
        }
        const QRegularExpression &anchored = *it;
        if (p.contains(u'/')) {
            if (anchored.match(relative).hasMatch())
                return true;
            continue;
        }
        for (const QString &name : relative.split(u'/', Qt::SkipEmptyParts)) {
            if (anchored.match(name).hasMatch())
                return true;
        }
    }
    return false;
}

TransferPlan TransferPlan::forUpload(const QStringList &sources, const QStringList &excludes)
{
    TransferPlan plan;
    Scanner scanner{excludes, plan, 0, {}};
    for (const QString &source : sources) {
        const QFileInfo info(source);
        if (!info.exists() && !info.isSymLink()) {
            plan.problem = QCoreApplication::translate("TransferPlan", "%1 does not exist.").arg(source);
            return plan;
        }
        QString path = info.absoluteFilePath();
        while (path.size() > 1 && path.endsWith(u'/'))
            path.chop(1);
        const QString name = QFileInfo(path).fileName();
        if (isExcluded(name, excludes)) {
            scanner.excluded(name, path);
            continue;
        }
        scanner.add(name, path);
    }
    scanner.readPending();
    return plan;
}

qint64 TransferPlan::estimateSeconds(double bytesPerSecond) const
{
    if (bytes <= 0 || bytesPerSecond <= 0)
        return 0;
    return std::max<qint64>(1, qint64(std::ceil(double(bytes) / bytesPerSecond)));
}

QList<TransferEntry> TransferPlan::batched() const
{
    QList<TransferEntry> out;
    for (const TransferEntry &e : entries) {
        if (e.kind != TransferEntry::Kind::File || e.size < kLargeFile)
            out << e;
    }
    return out;
}

QList<TransferEntry> TransferPlan::large() const
{
    QList<TransferEntry> out;
    for (const TransferEntry &e : entries) {
        if (e.kind == TransferEntry::Kind::File && e.size >= kLargeFile)
            out << e;
    }
    return out;
}
