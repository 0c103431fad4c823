#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QUrl>

#include <functional>
#include <memory>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponse;

/// Compshare's (优云智算's) API for tests, in-process on loopback, written for gpudesk's tests from the
/// platform's published pages: every call a form POSTed to "/", its Action inside. It refuses what the
/// real service refuses, with its RetCodes and words (always HTTP 200): a missing or wrong signature
/// (170, 171; checked with its own SHA-1 of the sorted parameters, not gpudesk's), an unknown public
/// key (172), an unknown Action (161), a missing required parameter (210), an unknown parameter or a
/// value of the wrong type (230); then the platform's own (arrears 226601, an image that cannot
/// drive the card 226603, no card free 226604, an unverified account 226606). Instances move through
/// Initializing, Starting, Running, Stopping, Stopped (and Rebooting) by advance(), which also
/// carries out the stop scheduler's stops whose time has come. Time is the machine's, or `now`.
class FakeCompshare
{
public:
    FakeCompshare(const QString &publicKey = QStringLiteral("cs-pub-fake+key/0123456789="),
                  const QString &privateKey = QStringLiteral("cs-private-fake-0123456789abcdef"));
    ~FakeCompshare();
    QUrl url() const;
    const QString &publicKey() const { return m_publicKey; }
    const QString &privateKey() const { return m_privateKey; }

    struct Zone
    {
        QString region;
        QString zone;
        QString name;
        int zoneId = 0;
    };
    QList<Zone> zones;
    /// A card in a zone: the sizes it is rented in (cards, cores, memory in GB), and its prices in
    /// yuan for one card at its smallest size (more cards and more cores cost in proportion).
    struct Card
    {
        QString gpuType;
        QString zone;
        int vramGb = 24;
        bool soldOut = false;
        struct Size
        {
            int gpus;
            int cpus;
            int memoryGb;
        };
        QList<Size> sizes;
        /// What a size costs against the first one-card size: in proportion to its cores.
        double scale(int gpus, int cpus) const
        {
            for (const Size &s : sizes)
                if (s.gpus == 1)
                    return cpus > 0 ? double(cpus) / s.cpus : gpus;
            return gpus;
        }
        double perHour = 2.05;
        double perDay = 44.0;
        double perMonth = 1100.0;
    };
    QList<Card> cards;
    /// Cards free per zone number and card (the "Exclusive" pool).
    QHash<int, QHash<QString, int>> inventory;
    /// Community images as DescribeCommunityImages lists them: groups, each with its versions in Data.
    QList<QJsonObject> communityGroups;
    /// Sizes (by their core count) with no room left even where cards are free: their hosts' cores
    /// are taken (CheckCompShareResourceCapacity says so, a create at that size is refused).
    QSet<int> fullCpuSizes;
    /// System images as DescribeCompShareImages lists them.
    QList<QJsonObject> images;
    /// What a no-GPU start (WithoutGpu) costs an hour.
    double noGpuPerHour = 0.1;
    /// Where an instance's login command leads.
    QString sshHost = QStringLiteral("203.0.113.9");
    int sshPort = 22;
    QString sshUser = QStringLiteral("root");
    /// The account's state: a create is refused while it is set.
    bool inArrears = false;
    /// The account level's cap on instances (the create page's table; 0: none). The pages give no
    /// RetCode for it: the refusal's words name the quota (配额), as gpudesk reads it.
    int maxInstances = 0;
    bool verified = true;
    /// Images that cannot drive a card (226603 on a create with it).
    QHash<QString, QStringList> imageRefusesCards;

    /// The account's own images (DescribeCompShareCustomImages), with their Process while being made.
    QMap<QString, QJsonObject> customImages;
    /// The next image made fails with this FailedReason (empty: it is made).
    QString imageFailure;
    /// Instances by UHostId, as DescribeCompShareInstance answers them (Password Base64-encoded; the
    /// scheduled stop as StopTime, the SDK's name for it).
    QMap<QString, QJsonObject> hosts;
    /// Data disks on no instance, by UDiskId, as an instance's DiskSet holds them with their Zone.
    QMap<QString, QJsonObject> detachedDisks;
    /// Accounts (UserCompanyId) that exist to be invited to a team; others are refused in ErrorMap.
    QSet<qint64> accounts{50002, 50003, 50004};
    /// The account's teams by Id, as GetCompShareTeamInfo's Team, their members in "Relations" (each
    /// as a TeamRelation).
    QMap<qint64, QJsonObject> teams;
    /// Every pending invitation accepted, as the invited accounts would on the platform.
    void acceptInvitations();
    /// The platform's time in Unix seconds (empty: the machine's).
    std::function<qint64()> now;
    /// The account's default project (GetProjectList; the stop scheduler's calls must name it).
    QString projectId = QStringLiteral("org-fake1");
    /// What the monitor reads of a running instance: its first card's and its cores' utilisation in
    /// percent (none set: an idle card, 1% of the cores).
    QHash<QString, std::pair<double, double>> load;
    /// Stops the scheduler carried out.
    int scheduledStops = 0;
    /// Every instance one step on: Initializing, Starting, Rebooting → Running; Stopping → Stopped;
    /// an image being made half-way on (two steps make it).
    void advance();

    /// The next `times` calls (any) answer RetCode `code` with `message`.
    void failNext(int code, const QString &message, int times = 1);
    /// The next call of `action` answers RetCode `code` with `message`, and does nothing.
    void refuseNext(const QString &action, int code, const QString &message)
    {
        m_refuseAction = action;
        m_refusal = {code, message};
    }
    /// The next call of `action` is carried out, but its answer lost: the client gets HTTP `status`.
    void loseNextAnswer(const QString &action, int status = 502)
    {
        m_loseAction = action;
        m_loseNext = status;
    }

    struct Request
    {
        QString action;
        QMap<QString, QString> params;
        QByteArray contentType;
    };
    QList<Request> requests;
    int count(const QString &action) const;
    /// The parameters of a form body as the platform reads them (percent-decoding, '+' a space).
    static QMap<QString, QString> formOf(const QByteArray &body);
    /// The parameters of the last call of `action` (empty if none).
    QMap<QString, QString> last(const QString &action) const;

private:
    QHttpServerResponse handle(const QHttpServerRequest &request);
    QJsonObject answer(const Request &r);
    QJsonObject create(const QMap<QString, QString> &p);
    qint64 nowS() const;
    const Card *cardIn(const QString &zone, const QString &gpuType) const;

    std::unique_ptr<QHttpServer> m_server;
    quint16 m_port = 0;
    QString m_publicKey;
    QString m_privateKey;
    int m_nextId = 1;
    QHash<QString, int> m_cards; ///< each instance's card count, which GPU says only while it has them
    QList<std::pair<int, QString>> m_failures;
    int m_loseNext = 0;
    QString m_refuseAction;
    std::pair<int, QString> m_refusal;
    QString m_loseAction;
};
